import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateText } from './date-text';

describe('DateText', () => {
  it('shows the date as dd-MM-yyyy in a <time> that does not wrap', () => {
    render(<DateText value="2026-11-24T10:15:00Z" />);
    const time = screen.getByText('24-11-2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-24T10:15:00.000Z');
    expect(time).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows nothing for a missing or unreadable date', () => {
    const { container } = render(
      <>
        <DateText value={null} />
        <DateText value="gisteren" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
