// Checks of the container images, docker-compose.yml and the Kubernetes manifests, without a Docker engine
// or a cluster: schemas, the kustomize build, and the promises the deployment makes.
// The gateway's configuration, read for its variables, loads the media store, whose tus stores are ES modules
// only: SWC turns them into CommonJS for Jest.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'deploy',
  transformIgnorePatterns: ['/node_modules/(?!(@tus)/)'],
};
