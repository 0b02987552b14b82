/** The options of `nx g @boonies/service-starter:consumer` (schema.json says the same to the CLI). */
export interface ConsumerGeneratorSchema {
  /** The service's name: folder, schema, queue group, durable consumer and NATS user. */
  name: string;
  /** `<producer>.<event-name>`, as the event's type in its envelope. */
  event: string;
}
