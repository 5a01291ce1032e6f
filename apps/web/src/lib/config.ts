import { z } from 'zod';

// The one place the web app reads build-time configuration (Vite's import.meta.env).
const envSchema = z.object({
  /** The spec's `{product}`: the standards organisation whose name the portal carries. */
  VITE_PRODUCT_NAME: z.string().trim().min(1).optional(),
});

const env = envSchema.parse(import.meta.env);

/**
 * The server writes its STANDARDS_ORGANISATION into the page it serves (a meta tag), so the web
 * app shows and locks exactly the organisation the server enforces. The Vite dev server serves
 * its own page without it: then VITE_PRODUCT_NAME, else the default.
 */
function standardsOrganisationOfPage(): string | null {
  const content = document.querySelector('meta[name="afd-standards-organisation"]')?.getAttribute('content')?.trim();
  return content ? content : null;
}

/**
 * CONFIGURATION, not facts: the contact details below are placeholders for the standards body
 * that runs the portal. Replace them per deployment (they are shown in the header, footer and on
 * the 'Account niet actief' page).
 */
export const config = {
  productName: standardsOrganisationOfPage() ?? env.VITE_PRODUCT_NAME ?? 'SIVI',
  contact: {
    organisationName: 'Stichting Standaarden Verzekeringsbranche',
    street: 'Verzekeringsplein 1',
    postalCodeAndCity: '2511 AA Den Haag',
    phoneDisplay: '070 123 45 67',
    phoneHref: 'tel:+31701234567',
    supportEmail: 'support@example.nl',
    contactUrl: 'https://www.example.nl/contact',
    websiteUrl: 'https://www.example.nl',
  },
} as const;
