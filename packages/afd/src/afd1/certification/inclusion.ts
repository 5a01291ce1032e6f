/** Whether one schema part admits only what another admits: known yes, known no, or undecided (manual validation). */
export type Inclusion = 'yes' | 'no' | 'unknown';
