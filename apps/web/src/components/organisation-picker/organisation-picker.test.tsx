import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { OrganisationPicker } from './organisation-picker';
import { useOrganisationChoice, type OrganisationChoiceOptions } from './use-organisation-choice';

function Harness({ alwaysDropdown = false, ...options }: OrganisationChoiceOptions & { alwaysDropdown?: boolean }) {
  const choice = useOrganisationChoice(options);
  return (
    <>
      <OrganisationPicker choice={choice} alwaysDropdown={alwaysDropdown} />
      <output aria-label="Gekozen">{choice.selected ?? '-'}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Gekozen' });

describe('OrganisationPicker', () => {
  it("offers a dropdown of the authorised organisations in Dutch order, starting with the user's own", () => {
    renderWithProviders(<Harness authorised={['zuiderlicht', 'Polderzeker', 'Assurantie-Dijkstra']} ownOrganisation="Polderzeker" />);
    const picker = screen.getByRole('combobox', { name: 'Organisatie' });
    expect(picker).toHaveValue('Polderzeker');
    expect(Array.from((picker as HTMLSelectElement).options).map((option) => option.text)).toEqual(['Assurantie-Dijkstra', 'Polderzeker', 'zuiderlicht']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to the organisation the user picks', async () => {
    const { user } = renderWithProviders(<Harness authorised={['zuiderlicht', 'Polderzeker']} ownOrganisation="Polderzeker" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisatie' }), 'zuiderlicht');
    expect(chosen()).toHaveTextContent('zuiderlicht');
  });

  it('shows a single organisation as text, unless a dropdown is asked for', () => {
    const { unmount } = renderWithProviders(<Harness authorised={['Polderzeker']} ownOrganisation="Polderzeker" />);
    expect(screen.getByText('Polderzeker', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness authorised={['Polderzeker']} ownOrganisation="Polderzeker" alwaysDropdown />);
    expect(screen.getByRole('combobox', { name: 'Organisatie' })).toHaveValue('Polderzeker');
  });

  it('warns and uses the first authorised organisation when the own one is not authorised', () => {
    renderWithProviders(<Harness authorised={['zuiderlicht', 'Polderzeker']} ownOrganisation="Elders" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gebruiker is niet gemachtigd voor organisatie: Elders');
    expect(chosen()).toHaveTextContent('Polderzeker');
  });

  it('reports a preselected organisation the user is not authorised for and selects nothing', () => {
    renderWithProviders(<Harness authorised={['zuiderlicht', 'Polderzeker']} ownOrganisation="Polderzeker" preselected="Elders" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gebruiker is niet gemachtigd voor organisatie: Elders');
    expect(chosen()).toHaveTextContent('-');
    expect(screen.getByRole('combobox', { name: 'Organisatie' })).toHaveValue('');
  });

  it("reports 'Organisatie van de gebruiker is onbekend' for a user without an organisation", () => {
    renderWithProviders(<Harness authorised={['zuiderlicht', 'Polderzeker']} ownOrganisation={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Organisatie van de gebruiker is onbekend');
  });

  it("warns 'Gebruiker heeft geen machtigingen voor organisaties' when the list is empty", () => {
    renderWithProviders(<Harness authorised={[]} ownOrganisation="Polderzeker" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gebruiker heeft geen machtigingen voor organisaties');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows nothing while the authorised organisations load', () => {
    renderWithProviders(<Harness authorised={undefined} ownOrganisation="Polderzeker" />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
