import type { IContainer, IPodSpec } from 'kubernetes-models/v1';

/** The volume types the restricted Pod Security Standard admits. */
const RESTRICTED_VOLUMES = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
];

/**
 * What the restricted Pod Security Standard (the `pod-security.kubernetes.io/enforce: restricted` label of
 * the namespace) refuses in a pod, one line each; none for a pod it admits. The rules of
 * https://kubernetes.io/docs/concepts/security/pod-security-standards/ that a pod spec can break.
 */
export function restrictedViolations(pod: IPodSpec): string[] {
  const problems: string[] = [];
  const podContext = pod.securityContext ?? {};
  if (pod.hostNetwork || pod.hostPID || pod.hostIPC) problems.push('shares a host namespace');
  for (const volume of pod.volumes ?? []) {
    const type = Object.keys(volume).find((key) => key !== 'name') ?? '';
    if (!RESTRICTED_VOLUMES.includes(type)) problems.push(`volume ${volume.name} is of type ${type}`);
  }
  if (podContext.runAsUser === 0) problems.push('the pod runs as root');
  const containers: IContainer[] = [...(pod.initContainers ?? []), ...pod.containers];
  for (const container of containers) {
    const context = container.securityContext ?? {};
    const at = `container ${container.name}`;
    if (!(context.runAsNonRoot ?? podContext.runAsNonRoot)) problems.push(`${at}: runAsNonRoot is not true`);
    if (context.runAsUser === 0) problems.push(`${at}: runs as root`);
    const seccomp = context.seccompProfile?.type ?? podContext.seccompProfile?.type;
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost')
      problems.push(`${at}: no RuntimeDefault or Localhost seccomp profile`);
    if (context.privileged) problems.push(`${at}: privileged`);
    if (context.allowPrivilegeEscalation !== false)
      problems.push(`${at}: allowPrivilegeEscalation is not false`);
    if (!context.capabilities?.drop?.includes('ALL')) problems.push(`${at}: does not drop ALL capabilities`);
    for (const added of context.capabilities?.add ?? [])
      if (added !== 'NET_BIND_SERVICE') problems.push(`${at}: adds the capability ${added}`);
    for (const port of container.ports ?? []) if (port.hostPort) problems.push(`${at}: uses a host port`);
  }
  return problems;
}
