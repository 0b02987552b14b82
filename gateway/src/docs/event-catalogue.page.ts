import type { AsyncApiDocument } from './event-catalogue';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function json(value: unknown): string {
  return `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;
}

/**
 * The catalogue as one HTML page: each channel with its readers, its message's envelope and payload schema
 * and its example. Plain markup without scripts or inline styles, so the gateway's content security policy
 * applies unchanged; the document itself is linked beside it.
 */
export function eventCataloguePage(document: AsyncApiDocument, documentUrl: string): string {
  const operations = Object.entries(document.operations) as [
    string,
    { action: string; channel: { $ref: string } },
  ][];
  const sections = Object.entries(document.channels).map(([id, channel]) => {
    const message = document.components.messages[id]!;
    const schemaName = /\$ref":"#\/components\/schemas\/(\w+)"/
      .exec(JSON.stringify(message.payload).split('"data"')[1] ?? '')
      ?.at(1);
    const roles = operations.filter(([, operation]) => operation.channel.$ref === `#/channels/${id}`);
    const senders = roles.filter(([, { action }]) => action === 'send').map(([name]) => name.split('.')[0]);
    const readers = roles
      .filter(([, { action }]) => action === 'receive')
      .map(([name]) => name.split('.')[0]);
    return `<section id="${escape(id)}">
<h2><code>${escape(channel.address)}</code>${message['x-deprecated'] ? ' <strong>deprecated</strong>' : ''}</h2>
<p>${escape(channel.description)}</p>
<p>Sent by ${escape(senders.join(', '))}; read by ${escape(readers.join(', ') || 'no service in this system')}.</p>
<details><summary>Payload schema${schemaName ? ` (${escape(schemaName)})` : ''}</summary>${json(
      schemaName ? document.components.schemas[schemaName] : message.payload,
    )}</details>
<details><summary>Example</summary>${json(message.examples[0]?.payload)}</details>
</section>`;
  });
  const index = Object.values(document.channels)
    .map((channel, position) => {
      const id = Object.keys(document.channels)[position]!;
      return `<li><a href="#${escape(id)}"><code>${escape(channel.address)}</code></a></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(document.info.title)}</title></head>
<body>
<h1>${escape(document.info.title)}</h1>
<p>AsyncAPI ${escape(document.asyncapi)} document: <a href="${escape(documentUrl)}">${escape(documentUrl)}</a>.
Every schema also lists the envelope: <a href="#envelope">EnvelopeShape</a>.</p>
<pre>${escape(document.info.description)}</pre>
<nav><ul>
${index}
</ul></nav>
${sections.join('\n')}
<section id="envelope"><h2>The envelope</h2>${json(document.components.schemas.EnvelopeShape)}</section>
</body>
</html>
`;
}
