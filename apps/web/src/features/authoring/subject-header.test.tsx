import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// Every authoring screen about one definition shows its subject alike: 'Terug', the title, and
// 'organisation – baseline – product' with ' – ' between the parts, so names that hold hyphens
// themselves stay readable. The line comes from the address: it shows before (and whether or
// not) the screen's data loads; the stub answers every call with 404.

const organisation = 'Zuiderlicht-Verzekeringen';
const baseline = 'Schade-Contractbericht-Particulier';
const product = 'Reis-Compleet';
const subject = `${organisation}/${baseline}/${product}`;

const screens = [
  ['de definitie', `/productdefinitie/${subject}`, 'AFD Online Samenstellen'],
  ['de verbandscontroles (AFD 1.0)', `/productdefinitie/${subject}/verbandscontroles`, 'Verbandscontroles'],
  ['de verbandscontroles (AFD 2.0)', `/productdefinitie/${subject}/verbandscontroles-afd2`, 'Verbandscontroles'],
  ['de OpenAPI Description', `/productdefinitie/${subject}/openapi`, 'OpenAPI Description'],
  ['bericht testen', `/productdefinitie/${subject}/bericht-testen`, 'Bericht testen'],
  ['de varianten', `/variants/${subject}`, 'AFD Online Samenstellen'],
  ['de voorgedefinieerde entiteiten', `/predefinedentities/${subject}`, 'Voorgedefinieerde entiteiten'],
] as const;

describe('the subject line of the authoring screens', () => {
  it.each(screens)("shows %s as 'organisatie – baseline – product', with 'Terug' to the definition list", async (_name, route, title) => {
    renderApp(route, { user: demoUsers.certifier, server: new FetchStub(), featureFlags: ['AosOpenApi'] });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const line = heading.nextElementSibling;
    expect(line?.textContent).toBe(`${organisation} – ${baseline} – ${product}`);
    expect(within(line as HTMLElement).getByText(product).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', `/productdefinities/Schade/Contractbericht/Particulier?organizationName=${organisation}`);
  });
});
