import { YamlText } from './yaml-text';

const COMPOSE = `# The system.
x-service: &service
  read_only: true

services:
  posts:
    <<: *service
    build: { args: { PROJECT: services/posts } }
    environment:
      NATS_USER: posts
  # The only HTTP entry.
  gateway:
    <<: *service
    depends_on:
      posts: { condition: service_healthy }

volumes:
  # JetStream's store.
  nats-data:
`;

describe('YamlText', () => {
  it('adds a map entry after the one chosen, at its column, leaving every other line as written', () => {
    const yaml = new YamlText('compose.yml', COMPOSE);
    yaml.addMapEntry(
      ['services'],
      'likes:\n  <<: *service\n  build: { args: { PROJECT: services/likes } }',
      (_name, value) => JSON.stringify(value).includes('services/'),
    );
    yaml.addMapEntry(['services', 'gateway', 'depends_on'], 'likes: { condition: service_healthy }');

    expect(yaml.text).toBe(
      COMPOSE.replace(
        '      NATS_USER: posts\n',
        '      NATS_USER: posts\n  likes:\n    <<: *service\n    build: { args: { PROJECT: services/likes } }\n',
      ).replace(
        '      posts: { condition: service_healthy }\n',
        '      posts: { condition: service_healthy }\n      likes: { condition: service_healthy }\n',
      ),
    );
    expect(yaml.valueAt(['services', 'likes'])).toEqual({
      read_only: true,
      build: { args: { PROJECT: 'services/likes' } },
    });
  });

  it('adds a sequence item after the one chosen, under its dash', () => {
    const yaml = new YamlText(
      'kustomization.yaml',
      'images:\n  - name: boonies/posts\n    newTag: 1.0.0\n  - name: boonies/gateway\n    newTag: 1.0.0\n',
    );
    yaml.addSequenceItem(
      ['images'],
      'name: boonies/likes\nnewTag: 1.0.0\n',
      (item) => (item as { name: string }).name === 'boonies/posts',
    );

    expect(yaml.valueAt(['images'])).toEqual([
      { name: 'boonies/posts', newTag: '1.0.0' },
      { name: 'boonies/likes', newTag: '1.0.0' },
      { name: 'boonies/gateway', newTag: '1.0.0' },
    ]);
  });

  it('adds a document after the last one chosen, before what follows it', () => {
    const yaml = new YamlText('autoscaling.yaml', 'kind: A\nname: a\n---\n# Scaled apart.\nkind: B\n');
    yaml.addDocument('kind: A\nname: b\n', (document) => (document as { kind: string }).kind === 'A');

    expect(yaml.text).toBe('kind: A\nname: a\n---\nkind: A\nname: b\n---\n# Scaled apart.\nkind: B\n');
  });

  it('refuses a path that is not there, and an entry that would not read', () => {
    const yaml = new YamlText('compose.yml', COMPOSE);
    expect(() => yaml.addMapEntry(['services', 'nats', 'environment'], 'A: b')).toThrow(
      'compose.yml: services.nats.environment is not a map.',
    );
    expect(() => yaml.addMapEntry(['services'], 'likes: [unclosed')).toThrow(
      /^compose.yml would not read after the edit/,
    );
    expect(yaml.text).toBe(COMPOSE);
  });
});
