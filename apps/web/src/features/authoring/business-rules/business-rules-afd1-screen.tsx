import { BusinessRulesAfd1Screen } from './business-rules-screen';

/** Route `.../verbandscontroles` (AFD 1.0): pseudo code or XPath. */
export default BusinessRulesAfd1Screen;
