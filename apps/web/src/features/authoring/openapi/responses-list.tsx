import { responseCodeLabel } from '@afd/afd/authoring';
import type { OpenApiResponse } from '@afd/contracts';
import { ItemList } from './item-list';
import { ResponseModal } from './response-modal';

/** An operation's responses (001 §3, §5), sorted by status code (the editor sorts every change). */
export function ResponsesList({ responses, functions, onChange }: { responses: readonly OpenApiResponse[]; functions: readonly string[]; onChange: (responses: OpenApiResponse[]) => void }) {
  return (
    <ItemList
      title="Responses"
      order={3}
      items={responses}
      columns={[
        { header: 'Code', cell: (response) => responseCodeLabel(response.httpStatusCode) },
        { header: 'AFD functie', cell: (response) => response.responseObject.afdFunctionName ?? '' },
        { header: 'Description', cell: (response) => response.responseObject.description },
      ]}
      itemName={(response) => `response ${responseCodeLabel(response.httpStatusCode)}`}
      modal={(props) => <ResponseModal {...props} usedCodes={responses.map((response) => response.httpStatusCode)} functions={functions} />}
      onChange={onChange}
    />
  );
}
