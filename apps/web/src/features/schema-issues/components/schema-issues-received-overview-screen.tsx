import { IssueOverviewScreen } from './issue-overview-screen';

/** 'Overzicht ontvangen meldingen' (/schema-issues-received-overview?organization=). */
export default function SchemaIssuesReceivedOverviewScreen() {
  return <IssueOverviewScreen direction="received" />;
}
