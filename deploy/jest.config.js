// Checks of the container images, docker-compose.yml and the Kubernetes manifests, without a Docker engine
// or a cluster: schemas, the kustomize build, and the promises the deployment makes.
module.exports = { ...require('../jest.preset.js'), displayName: 'deploy' };
