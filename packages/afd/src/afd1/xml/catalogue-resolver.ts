/**
 * Finds a file of the stored data catalogue for an import: the text of the XSD with that target
 * namespace, or null when the namespace is not the catalogue's. Supplied by the caller (the server
 * stores the catalogue files); the schema location is a hint only, nothing is ever fetched.
 */
export type CatalogueResolver = (namespace: string, schemaLocation: string | null) => string | null;
