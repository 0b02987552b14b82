// The npm settings a build inside a container needs to reach the registry as this machine does: the registry
// and the certificate authorities npm trusts here. Written to the run's own directory and handed to the
// build as a secret (deploy/Dockerfile's npmrc), so no layer keeps them and nothing is committed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';

/** @param {string} runDir @returns {string} the npmrc's path */
export function writeBuildNpmrc(runDir) {
  const setting = (/** @type {string} */ name) =>
    execFileSync('npm', ['config', 'get', name], { encoding: 'utf8' }).trim();
  const lines = [`registry=${setting('registry')}`];
  for (const name of ['https-proxy', 'proxy', 'noproxy']) {
    const value = setting(name);
    if (value && value !== 'null') lines.push(`${name}=${value}`);
  }
  // The authorities this machine trusts beyond Node's own (a proxy's, a company's), inline so the file stands
  // alone inside the build; only those, as npm hands its settings to every install script's environment
  // (the whole bundle would not fit), and an intercepting proxy signs every host with its own.
  const cafile = setting('cafile');
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  const bundles = /** @type {string[]} */ (
    [cafile, extra].filter((file) => file && file !== 'null' && file !== 'undefined')
  );
  const certificates = new Set(
    bundles.flatMap(
      (file) =>
        readFileSync(file, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ??
        [],
    ),
  );
  const known = new Set(tls.rootCertificates.map((certificate) => certificate.replace(/\s+/g, '')));
  const added = [...certificates].filter((certificate) => !known.has(certificate.replace(/\s+/g, '')));
  for (const certificate of added) lines.push(`ca[]="${certificate.replace(/\n/g, '\\n')}"`);
  const file = path.join(runDir, 'npmrc');
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
}
