// The reports of the Rapportage menu (spec 000 §2 screen 18): their content, pure.
export * from './report-content.ts';
export * from './definition-path.ts';
export * from './certified-definitions-report.ts';
export * from './nvga-wasactie-status-report.ts';
export * from './element-usage-report.ts';
