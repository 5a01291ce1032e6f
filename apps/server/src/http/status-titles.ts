// Dutch titles for the statuses the server answers without a more specific problem (framework
// and plugin errors such as a malformed body). The web app shows title and detail to the user,
// so each says in plain Dutch what went wrong.

interface StatusText {
  title: string;
  detail: string;
}

const statusTexts: Record<number, StatusText> = {
  400: { title: 'Ongeldige aanvraag', detail: 'De aanvraag kon niet worden verwerkt.' },
  401: { title: 'Niet aangemeld', detail: 'Meld u aan om deze gegevens te gebruiken.' },
  403: { title: 'Geen toegang', detail: 'U heeft geen toegang tot deze gegevens.' },
  404: { title: 'Niet gevonden', detail: 'De opgevraagde gegevens bestaan niet.' },
  405: { title: 'Methode niet toegestaan', detail: 'Deze bewerking is hier niet toegestaan.' },
  406: { title: 'Niet aanvaardbaar', detail: 'Het gevraagde formaat kan niet worden geleverd.' },
  408: { title: 'Time-out', detail: 'De aanvraag duurde te lang.' },
  409: { title: 'Conflict', detail: 'De gegevens zijn intussen gewijzigd.' },
  413: { title: 'Aanvraag te groot', detail: 'De aanvraag of het bestand is te groot.' },
  415: {
    title: 'Type inhoud niet ondersteund',
    detail: 'Het type inhoud (Content-Type) van de aanvraag wordt niet ondersteund.',
  },
  429: { title: 'Te veel aanvragen', detail: 'Probeer het over enkele ogenblikken opnieuw.' },
  500: { title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' },
  503: { title: 'Dienst niet beschikbaar', detail: 'De dienst is tijdelijk niet beschikbaar.' },
};

const clientErrorFallback: StatusText = { title: 'Ongeldige aanvraag', detail: 'De aanvraag kon niet worden verwerkt.' };
const serverErrorFallback: StatusText = { title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' };

/** Title and detail for a status, falling back to the generic text of its class (4xx or 5xx). */
export function statusText(status: number): StatusText {
  return statusTexts[status] ?? (status < 500 ? clientErrorFallback : serverErrorFallback);
}
