// The image builds of `npm run containers` (scripts/lib/containers/images.mjs): what each process's image is
// built from, and which stages stay tagged, so that pruning the store keeps the next run's cache.
import { callScriptExports } from './es-module';

interface ImageBuild {
  label: string;
  tag: string;
  args: string[];
}

const [builds] = callScriptExports([
  {
    file: 'scripts/lib/containers/images.mjs',
    name: 'imageBuilds',
    args: [
      {
        processes: ['auth', 'gateway'],
        nodeImage: 'localhost/boonies-base/node:22-bookworm',
        npmrc: '/tmp/run/npmrc',
        context: '/repo',
      },
    ],
  },
]) as [ImageBuild[]];

/** The value that follows `flag` in a build's arguments, for each time the flag appears. */
const valuesOf = (build: ImageBuild, flag: string) =>
  build.args.flatMap((arg, index) => (arg === flag ? [build.args[index + 1]] : []));

describe('the image builds', () => {
  it('tags the production packages once, then each process’s build stage before its image', () => {
    expect(builds.map((build) => build.tag)).toEqual([
      'localhost/boonies-cache/prod-deps:latest',
      'localhost/boonies-cache/auth-build:latest',
      'docker.io/boonies/auth:local',
      'localhost/boonies-cache/gateway-build:latest',
      'docker.io/boonies/gateway:local',
    ]);
    expect(builds.map((build) => valuesOf(build, '--target'))).toEqual([
      ['prod-deps'],
      ['build'],
      [],
      ['build'],
      [],
    ]);
  });

  it('builds the gateway from its own project and a service from services/', () => {
    expect(builds.map((build) => valuesOf(build, '--build-arg'))).toEqual([
      ['NODE_IMAGE=localhost/boonies-base/node:22-bookworm'],
      ['PROJECT=services/auth', 'NODE_IMAGE=localhost/boonies-base/node:22-bookworm'],
      ['PROJECT=services/auth', 'NODE_IMAGE=localhost/boonies-base/node:22-bookworm'],
      ['PROJECT=gateway', 'NODE_IMAGE=localhost/boonies-base/node:22-bookworm'],
      ['PROJECT=gateway', 'NODE_IMAGE=localhost/boonies-base/node:22-bookworm'],
    ]);
  });

  it('hands every build the registry settings as a secret, deploy/Dockerfile, and the context last', () => {
    for (const build of builds) {
      expect(valuesOf(build, '--secret')).toEqual(['id=npmrc,src=/tmp/run/npmrc']);
      expect(valuesOf(build, '-f')).toEqual(['deploy/Dockerfile']);
      expect(valuesOf(build, '-t')).toEqual([build.tag]);
      expect(build.args.at(-1)).toBe('/repo');
    }
  });
});
