/** One column of a table, from the service's ORM metadata. */
export interface DataMapColumnDto {
  name: string;
  type: string;
  nullable: boolean;
  primary: boolean;
}

export interface DataMapRelationDto {
  column: string;
  references: { table: string; column: string };
}

export interface DataMapTableDto {
  name: string;
  columns: DataMapColumnDto[];
  relations: DataMapRelationDto[];
}

export interface DataMapStreamDto {
  name: string;
  subjects: string[];
}

/** `rpc.<service>.describe`: what a running service stores, answers and announces. */
export interface ServiceDescriptionDto {
  service: string;
  /** The PostgreSQL schema holding the service's tables. */
  schema: string;
  tables: DataMapTableDto[];
  /** Request subjects the service answers. */
  handles: string[];
  /** Event subjects the service publishes. */
  publishes: string[];
  /** Event subjects the service consumes. */
  consumes: string[];
  streams: DataMapStreamDto[];
}

/** `GET /api/admin/data-map`: every service that answered, and the names of those that did not. */
export interface DataMapDto {
  services: ServiceDescriptionDto[];
  unavailable: string[];
}
