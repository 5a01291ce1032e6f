// Product segments (001 §3): the codes the original client sends, with their Dutch labels.
// 0 means "none chosen".

export const productSegments = [
  { code: 0, label: '' },
  { code: 1, label: 'Zakelijk' },
  { code: 2, label: 'Particulier' },
  { code: 3, label: 'Zakelijk en particulier' },
] as const;

export type ProductSegmentCode = (typeof productSegments)[number]['code'];

/** Whether a number is one of the product segment codes. */
export function isProductSegmentCode(value: number): value is ProductSegmentCode {
  return productSegments.some((segment) => segment.code === value);
}
