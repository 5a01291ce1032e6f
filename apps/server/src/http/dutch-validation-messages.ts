import { z } from 'zod';

/**
 * Switches zod's messages to Dutch, process-wide: field errors in a 400 answer and configuration
 * errors at start are shown to Dutch-speaking users and administrators. Safe to call repeatedly.
 */
export function useDutchValidationMessages(): void {
  z.config(z.locales.nl());
}
