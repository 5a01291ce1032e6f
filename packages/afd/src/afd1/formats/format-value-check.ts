import type { Afd1Format } from './format-notation.ts';
import { formatTexts } from './format-texts.ts';

// Checks one value as it appears in an AFD 1.0 message against its format. The answer is null
// (the value fits) or a Dutch sentence that names the value and the format.

const digitsOnly = /^[0-9]+$/;
const decimalNumber = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/** Null when the value fits the format, otherwise the Dutch reason why not. */
export function checkAfd1Value(format: Afd1Format, value: string): string | null {
  switch (format.kind) {
    case 'alphanumeric':
      return checkAlphanumeric(format, value);
    case 'numeric':
      return checkDigits(format, value);
    case 'date':
      return checkDigits(format, value) ?? (isCalendarDate(value) ? null : formatTexts.notADate(value, format.notation));
    case 'amount':
    case 'percentage':
    case 'quantity':
      return checkDecimal(format, value);
  }
}

function checkAlphanumeric(format: Afd1Format, value: string): string | null {
  // Characters, not UTF-16 units: 'é' and an emoji each count once.
  const length = [...value].length;
  if (length === 0) return formatTexts.empty(format.notation);
  if (format.exactLength && length !== format.length) return formatTexts.notExactLength(value, format.notation, format.length);
  if (length > format.length) return formatTexts.tooLong(value, format.notation, format.length);
  return null;
}

function checkDigits(format: Afd1Format, value: string): string | null {
  if (value === '') return formatTexts.empty(format.notation);
  if (!digitsOnly.test(value)) return formatTexts.notDigits(value, format.notation);
  if (format.exactLength && value.length !== format.length) return formatTexts.notExactDigits(value, format.notation, format.length);
  if (value.length > format.length) return formatTexts.tooManyDigits(value, format.notation, format.length);
  return null;
}

function checkDecimal(format: Afd1Format, value: string): string | null {
  if (value === '') return formatTexts.empty(format.notation);
  const match = decimalNumber.exec(value);
  if (!match) return formatTexts.notADecimal(value, format.notation);
  const [, sign = '', integerPart = '', fractionPart = ''] = match;
  // Only amounts can be negative (a refund, a correction); percentages and quantities cannot.
  if (sign === '-' && format.kind !== 'amount') return formatTexts.negative(value, format.notation);
  if (fractionPart.length > format.decimals) return formatTexts.tooManyDecimalsInValue(value, format.notation, format.decimals);
  const digitCount = integerPart.length + fractionPart.length;
  if (format.exactLength) {
    if (fractionPart.length !== format.decimals) return formatTexts.notExactDecimals(value, format.notation, format.decimals);
    if (digitCount !== format.length) return formatTexts.notExactDigits(value, format.notation, format.length);
  }
  if (digitCount > format.length) return formatTexts.tooManyDigits(value, format.notation, format.length);
  return null;
}

/** CCYYMMDD naming a day that exists (29 February only in leap years). */
function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}
