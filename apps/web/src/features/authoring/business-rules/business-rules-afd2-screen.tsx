import { BusinessRulesAfd2Screen } from './business-rules-screen';

/** Route `.../verbandscontroles-afd2` (AFD 2.0): JMESPath with a message. */
export default BusinessRulesAfd2Screen;
