import type { ILabelSelector } from '@kubernetes-models/apimachinery/apis/meta/v1/LabelSelector';
import type {
  INetworkPolicy,
  INetworkPolicyPeer,
  INetworkPolicyPort,
} from 'kubernetes-models/networking.k8s.io/v1';

/** A pod, or an address outside the cluster, that traffic may come from or go to. */
export interface Endpoint {
  name: string;
  /** Absent for an address outside the cluster. */
  namespace?: string;
  labels?: Record<string, string>;
  ip: string;
  /** The ports it listens on; a pod's may have the names its containers give them. */
  ports: { port: number; protocol?: 'TCP' | 'UDP'; name?: string }[];
}

export interface Flow {
  from: string;
  to: string;
  port: number;
  protocol: 'TCP' | 'UDP';
}

type Policy = INetworkPolicy & { metadata: { namespace?: string } };

/** Whether labels satisfy a label selector; an empty selector selects everything. */
export function selects(selector: ILabelSelector | undefined, labels: Record<string, string> = {}): boolean {
  for (const [key, value] of Object.entries(selector?.matchLabels ?? {}))
    if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector?.matchExpressions ?? []) {
    const present = key in labels;
    const matched =
      operator === 'In'
        ? present && values.includes(labels[key])
        : operator === 'NotIn'
          ? !present || !values.includes(labels[key])
          : operator === 'Exists'
            ? present
            : operator === 'DoesNotExist'
              ? !present
              : false;
    if (!matched) return false;
  }
  return true;
}

function ipv4(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

function inCidr(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(address) / size) === Math.floor(ipv4(base) / size);
}

function peerMatches(peer: INetworkPolicyPeer, policyNamespace: string, other: Endpoint): boolean {
  if (peer.ipBlock) {
    // An ipBlock is meant for addresses outside the cluster; pods' addresses are private here.
    return (
      inCidr(other.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((cidr) => inCidr(other.ip, cidr))
    );
  }
  if (other.namespace === undefined) return false;
  const namespaceLabels = { 'kubernetes.io/metadata.name': other.namespace };
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, namespaceLabels)
    : other.namespace === policyNamespace;
  return namespaceOk && (peer.podSelector ? selects(peer.podSelector, other.labels) : true);
}

function portMatches(ports: INetworkPolicyPort[] | undefined, target: Endpoint, flow: Flow): boolean {
  if (!ports?.length) return true;
  return ports.some((rule) => {
    if ((rule.protocol ?? 'TCP') !== flow.protocol) return false;
    if (rule.port === undefined) return true;
    if (typeof rule.port === 'string')
      return target.ports.some((port) => port.name === rule.port && port.port === flow.port);
    return flow.port >= rule.port && flow.port <= (rule.endPort ?? rule.port);
  });
}

/**
 * Whether the policies of `namespace` let a flow through, as Kubernetes defines it: a pod that some policy
 * selects for a direction accepts only what one of those policies allows; a flow needs the source's egress
 * and the destination's ingress. Ends outside `namespace` are governed by policies not checked here.
 */
export function allows(
  policies: Policy[],
  namespace: string,
  flow: Flow,
  source: Endpoint,
  target: Endpoint,
): boolean {
  // `peer` is the other end of the flow; `towards` the destination, whose named ports the rules may use.
  const direction = (kind: 'Ingress' | 'Egress', pod: Endpoint, peer: Endpoint, towards: Endpoint) => {
    if (pod.namespace !== namespace) return true;
    const selecting = policies.filter((policy) => {
      const types = policy.spec?.policyTypes ?? (policy.spec?.egress ? ['Ingress', 'Egress'] : ['Ingress']);
      return types.includes(kind) && selects(policy.spec?.podSelector, pod.labels);
    });
    if (selecting.length === 0) return true;
    return selecting.some((policy) => {
      const rules =
        kind === 'Ingress'
          ? (policy.spec?.ingress ?? []).map((rule) => ({ peers: rule.from, ports: rule.ports }))
          : (policy.spec?.egress ?? []).map((rule) => ({ peers: rule.to, ports: rule.ports }));
      return rules.some(
        (rule) =>
          (!rule.peers?.length || rule.peers.some((selector) => peerMatches(selector, namespace, peer))) &&
          portMatches(rule.ports, towards, flow),
      );
    });
  };
  return direction('Egress', source, target, target) && direction('Ingress', target, source, target);
}
