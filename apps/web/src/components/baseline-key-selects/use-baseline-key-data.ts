import type { Dimension, DimensionCombination } from '@afd/contracts';
import { useFailureToast } from '../use-failure-toast';
import { useDimensionCombinationsQuery } from '@/lib/api/get-dimension-combinations';
import { useDimensionsQuery } from '@/lib/api/get-dimensions';

export interface BaselineKeyData {
  combinations: readonly DimensionCombination[];
  /** The certification areas with their AFD version. */
  certificationAreas: readonly Dimension[];
  loading: boolean;
}

/**
 * Loads what the selects of a baseline key need, with the spec's failure toasts of the upload
 * screens ('Ophalen dimensies is mislukt', 'Ophalen combinaties is mislukt'); the lists stay
 * empty after a failure.
 */
export function useBaselineKeyData(): BaselineKeyData {
  const dimensions = useDimensionsQuery();
  const combinations = useDimensionCombinationsQuery();
  useFailureToast(dimensions.isError, 'Ophalen dimensies is mislukt');
  useFailureToast(combinations.isError, 'Ophalen combinaties is mislukt');
  return {
    combinations: combinations.data ?? [],
    certificationAreas: dimensions.data?.certificationArea ?? [],
    loading: dimensions.isPending || combinations.isPending,
  };
}
