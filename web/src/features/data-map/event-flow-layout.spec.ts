import type { ServiceDescriptionDto } from '@boonies/contracts/rpc';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventFlowsOf } from './data-map-model';
import {
  boxesOverlap,
  boxOverlapsNode,
  circleLayout,
  diagramSize,
  drawnFlows,
  layoutFlowLabels,
  type LabelBox,
} from './event-flow-layout';

const ROOT = join(__dirname, '../../../..');

function sourcesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every event of the catalogue, by its key in `EVENTS`: `posts.postCreated` → `events.posts.post-created.v1`. */
function catalogueSubjects(): Map<string, string> {
  // Each producer declares its events in its own folder of the contracts: `<producer>/<producer>.events.ts`.
  const catalogue = readdirSync(join(ROOT, 'libs/contracts/src'), { withFileTypes: true })
    .map(({ name }) => join(ROOT, 'libs/contracts/src', name, `${name}.events.ts`))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const definitions = catalogue.matchAll(/(\w+): defineEvent\(\s*'([\w-]+)',\s*'([\w-]+)',\s*(\d+),/g);
  return new Map(
    [...definitions].map(([, key, producer, name, version]) => [
      `${producer}.${key}`,
      `events.${producer}.${name}.v${version}`,
    ]),
  );
}

/**
 * The data map the services describe, read from their sources: the events each service's handlers take,
 * and every event for the admin service, whose audit log reads the whole catalogue.
 */
function realServiceDescriptions(): ServiceDescriptionDto[] {
  const subjects = catalogueSubjects();
  const services = readdirSync(join(ROOT, 'services'));
  return services.map((service) => {
    const handled =
      service === 'admin'
        ? [...subjects.values()]
        : sourcesUnder(join(ROOT, 'services', service, 'src')).flatMap((file) =>
            [
              ...readFileSync(file, 'utf8').matchAll(
                /EventHandler\(\s*(?:([A-Z]+)_EVENTS|EVENTS\.(\w+))\.(\w+)/g,
              ),
            ].map(
              ([, constant, producer, key]) =>
                subjects.get(`${constant?.toLowerCase() ?? producer}.${key}`) ?? '',
            ),
          );
    const byProducer = new Map<string, string[]>();
    for (const subject of new Set(handled.filter(Boolean))) {
      const producer = subject.split('.')[1];
      byProducer.set(producer, [...(byProducer.get(producer) ?? []), subject]);
    }
    const consumers = [...byProducer].map(([producer, subjectsOfProducer]) => ({
      stream: `EVENTS_${producer.toUpperCase()}`,
      durable: service,
      subjects: subjectsOfProducer,
    }));
    return { service, consumers } as unknown as ServiceDescriptionDto;
  });
}

function overlapsOf(boxes: Map<string, LabelBox>, nodes: ReturnType<typeof circleLayout>): string[] {
  const size = diagramSize(nodes.size);
  const entries = [...boxes];
  const found: string[] = [];
  entries.forEach(([key, box], index) => {
    for (const [otherKey, other] of entries.slice(index + 1)) {
      if (boxesOverlap(box, other)) found.push(`${key} overlaps ${otherKey}`);
    }
    for (const [node, center] of nodes) {
      if (boxOverlapsNode(box, center)) found.push(`${key} overlaps the ${node} service`);
    }
    if (box.x - box.width / 2 < 0 || box.x + box.width / 2 > size) found.push(`${key} leaves the drawing`);
    if (box.y - box.height / 2 < 0 || box.y + box.height / 2 > size) found.push(`${key} leaves the drawing`);
  });
  return found;
}

describe('event flow diagram layout', () => {
  it('places every relationship label of the real data map clear of the others and of the services', () => {
    const descriptions = realServiceDescriptions();
    const flows = eventFlowsOf(descriptions);
    // A sanity check that the sources were read: the admin service alone reads every other stream.
    expect(flows.filter(({ consumer }) => consumer === 'admin').length).toBeGreaterThanOrEqual(5);
    expect(flows.length).toBeGreaterThan(12);

    const positions = circleLayout(descriptions.map(({ service }) => service));
    const drawn = drawnFlows(flows, positions);
    const labels = layoutFlowLabels(drawn, [...positions.values()]);

    expect(labels.size).toBe(drawn.length);
    expect(overlapsOf(labels, positions)).toEqual([]);
  });

  it('keeps a label at the middle of its arrow when nothing is in the way', () => {
    const positions = circleLayout(['auth', 'posts']);
    const [flow] = drawnFlows(
      [{ publisher: 'auth', consumer: 'posts', events: ['user-registered'], stream: 'S', durable: 'posts' }],
      positions,
    );
    const box = layoutFlowLabels([flow], [...positions.values()]).get(flow.key)!;
    const middle = { x: 0.25 * flow.curve.start.x + 0.5 * flow.curve.control.x + 0.25 * flow.curve.end.x };
    expect(box.x).toBeCloseTo(middle.x);
  });

  it('moves the second of two labels that would sit on the same spot', () => {
    const positions = circleLayout(['auth', 'posts']);
    const flow = {
      publisher: 'auth',
      consumer: 'posts',
      events: ['user-registered'],
      stream: 'S',
      durable: 'x',
    };
    const [first] = drawnFlows([flow], positions);
    const labels = layoutFlowLabels([first, { ...first, key: 'twin' }], [...positions.values()]);
    expect(boxesOverlap(labels.get(first.key)!, labels.get('twin')!)).toBe(false);
  });
});
