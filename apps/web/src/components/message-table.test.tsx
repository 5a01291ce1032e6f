import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { MessageTable } from './message-table';

describe('MessageTable', () => {
  it('shades severity-0 rows as warnings and all other rows as errors', () => {
    renderWithProviders(
      <MessageTable
        messages={[
          { severity: 0, message: 'Element is optioneel geworden', description: 'Regel 12' },
          { severity: 1, message: 'Element ontbreekt', description: 'Regel 30' },
          { severity: 2, message: 'Onbekend type', description: null },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Meldingen' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-severity'))).toEqual(['warning', 'error', 'error']);
    expect(rows[0]?.style.background).toContain('yellow');
    expect(rows[1]?.style.background).toContain('red');
    expect(rows[0]).toHaveTextContent('Element is optioneel geworden');
    expect(rows[0]).toHaveTextContent('Regel 12');
  });

  it('names the severity for screen readers', () => {
    renderWithProviders(<MessageTable messages={[{ severity: 0, message: 'Let op dit' }]} />);
    const [messageCell] = within(screen.getByRole('table', { name: 'Meldingen' })).getAllByRole('cell');
    expect(messageCell?.textContent).toBe('Waarschuwing: Let op dit');
  });

  it('renders nothing without messages', () => {
    renderWithProviders(<MessageTable messages={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
