import { describe, expect, it } from 'vitest';
import { demoUsers } from '@/testing/users';
import { appRoutes, routeHref, routeKeys, routeTitle, type Access } from './paths';

const describeAccess = (access: Access) => (access.kind === 'roles' ? access.anyOf.join('|') : access.kind);

describe('the route table', () => {
  it('holds every route of both specifications (and ours) with its guard', () => {
    const table = Object.fromEntries(routeKeys.map((key) => [appRoutes[key].path, describeAccess(appRoutes[key].access)]));
    const admin = 'isAdministrator';
    const adminOrCertifier = 'isAdministrator|isCertifier';
    const all = 'isAdministrator|isCertifier|isValidator';
    expect(table).toEqual({
      '/published-schema-overview': 'public',
      '/certificaat/:kenmerk': 'public',
      // Ours (issue 32): a published schema's versions and their compatibility, public like the register.
      '/register/:organisation/:schema/versies': 'public',
      '/auth/callback': 'public',
      '/userlist': admin,
      '/user/:key': admin,
      '/validationbaselines': admin,
      '/dimensioncombinations': admin,
      '/berichtdefinities': all,
      '/uploadafm': admin,
      '/uploadbaselinexsd': admin,
      '/manualuploadxsd': admin,
      '/uploadvalidationxsd': 'isValidator|isCertifier',
      '/uploadpredefinedentities': admin,
      '/managedimensions': admin,
      '/organisationschemas': adminOrCertifier,
      '/organisationschemas/:organisation/:schema/bericht-testen': adminOrCertifier,
      '/organisationschemas/:organisation/:schema/versies': adminOrCertifier,
      '/xpaths': admin,
      '/organisations': admin,
      '/organisationsafddownloadgrant': admin,
      '/certified-schemas-report': admin,
      '/nvga-20-wasactie-status': admin,
      '/studio-afd-element-usage-report': admin,
      '/revalidateschemas': admin,
      '/baselinelibrariesadministration': admin,
      '/usersettings': 'signed-in',
      '/organisationschema-download-authorization/:organisation': adminOrCertifier,
      '/schema-issue-new/:organization/:baselineid/:schema': all,
      '/schema-issues-received-overview': adminOrCertifier,
      '/schema-issues-reported-overview': adminOrCertifier,
      '/schema-issue-edit/:organization/:id': adminOrCertifier,
      '/schema-issue-view/:reportingOrganization/:addressedOrganization/:id': adminOrCertifier,
      '/productdefinities/:certificationArea/:messageType/:applicationArea': all,
      '/productdefinitie/:organisation/:baseline/:productname': all,
      '/productdefinitie/:organisation/:baseline/:productname/verbandscontroles': all,
      '/productdefinitie/:organisation/:baseline/:productname/verbandscontroles-afd2': all,
      // Ours (issue 18): the test-message workbench.
      '/productdefinitie/:organisation/:baseline/:productname/bericht-testen': all,
      '/productdefinitie/:organisation/:baseline/:productname/openapi': all,
      '/variants/:organisation/:baseline/:productname': all,
      '/predefinedentities/:organisation/:baseline/:productname': all,
    });
  });

  it('puts the OpenAPI editor behind the AosOpenApi flag', () => {
    expect(appRoutes.openApiDescription.featureFlag).toBe('AosOpenApi');
  });

  it('builds URLs with encoded parameters', () => {
    expect(routeHref('definitionPage', { organisation: 'Voorbeeld Verzekeringen', baseline: 'A-B-C', productname: 'x/y' })).toBe(
      '/productdefinitie/Voorbeeld%20Verzekeringen/A-B-C/x%2Fy',
    );
    expect(routeHref('userList')).toBe('/userlist');
  });

  it("titles the validation screen 'Certificeer schema' for certifiers and 'Valideer schema' for validators", () => {
    expect(routeTitle('uploadValidationXsd', demoUsers.administrator)).toBe('Certificeer schema');
    expect(routeTitle('uploadValidationXsd', demoUsers.certifier)).toBe('Certificeer schema');
    expect(routeTitle('uploadValidationXsd', demoUsers.validator)).toBe('Valideer schema');
  });
});
