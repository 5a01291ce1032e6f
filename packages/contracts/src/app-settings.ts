import { z } from 'zod';

/** `GET /api/AppSettings/AppInsights`: telemetry is on only when a connection string is set. */
export const appInsightsSettingsSchema = z.object({
  connectionString: z.string().nullable(),
});
export type AppInsightsSettings = z.infer<typeof appInsightsSettingsSchema>;

/** The feature flags the spec names; a flag is enabled only when the server lists it. */
export const knownFeatureFlags = ['AosOpenApi', 'AosCsvImport', 'JsonSchema202012'] as const;
export type FeatureFlag = (typeof knownFeatureFlags)[number];

/** `GET /api/featureflags/enabled`: ids of the enabled flags. */
export const enabledFeatureFlagsSchema = z.array(z.string());
