import { encodePath } from '@/lib/api-client';

/** `GET /api/Productdefinities/DefinitionOutline/{organisation}/{name}`: the definition page's first call (also started at boot: app/routes/prefetches.ts). */
export const definitionOutlinePath = (organisation: string, name: string) => `/api/Productdefinities/DefinitionOutline/${encodePath(organisation, name)}`;
