// The `podman build`s that make every process's image from deploy/Dockerfile, in order. Pure: the run
// (scripts/containers.mjs) executes them.
//
// Each image's build stage (its compiled project) is tagged too, and so are the production packages: a
// multi-stage build keeps only the final stage's layers reachable from a tag, and pruning (which keeps the
// cache dir bounded) removes every layer no tag reaches. Tagged, these stay the cache the next run starts
// from; untagged once a newer build takes their names, the superseded ones go with the next prune.

/** Where the stages kept as cache are tagged: the run's own store only, never pushed. */
export const CACHE_REPOSITORY = 'localhost/boonies-cache';

/** @param {string} process a service's name, or `gateway` */
export const imageOf = (process) => `docker.io/boonies/${process}:local`;

/** @param {string} process */
const projectOf = (process) => (process === 'gateway' ? 'gateway' : `services/${process}`);

/**
 * @typedef {{ label: string, tag: string, args: string[] }} ImageBuild `args` follow `podman build`
 * @param {{ processes: string[], nodeImage: string, npmrc: string, context: string }} options npmrc: the
 *   registry's settings, handed to the build as a secret
 * @returns {ImageBuild[]}
 */
export function imageBuilds({ processes, nodeImage, npmrc, context }) {
  /** @param {string} tag @param {string[]} stageArgs */
  const build = (tag, stageArgs) => [
    '-f',
    'deploy/Dockerfile',
    ...stageArgs,
    '--build-arg',
    `NODE_IMAGE=${nodeImage}`,
    '--secret',
    `id=npmrc,src=${npmrc}`,
    '-t',
    tag,
    context,
  ];
  const productionPackages = `${CACHE_REPOSITORY}/prod-deps:latest`;
  return [
    {
      label: 'the production packages',
      tag: productionPackages,
      args: build(productionPackages, ['--target', 'prod-deps']),
    },
    ...processes.flatMap((process) => {
      const project = ['--build-arg', `PROJECT=${projectOf(process)}`];
      const compiled = `${CACHE_REPOSITORY}/${process}-build:latest`;
      return [
        {
          label: `${process}: build stage`,
          tag: compiled,
          args: build(compiled, [...project, '--target', 'build']),
        },
        { label: imageOf(process), tag: imageOf(process), args: build(imageOf(process), project) },
      ];
    }),
  ];
}
