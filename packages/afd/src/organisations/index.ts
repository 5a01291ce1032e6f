// The package's `@afd/afd/organisations` entry: the organisation rules without the rest of the
// domain. The web app imports this one; the package root also re-exports the XML and XPath
// engines (libxml2 as WebAssembly, fontoxpath), which no bundler can leave out of a browser chunk.
export * from './organisation-name.ts';
export * from './organisation-choice.ts';
export * from './download-authorisation.ts';
export * from './download-decision.ts';
