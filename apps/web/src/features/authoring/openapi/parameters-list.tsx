import type { OpenApiParameter } from '@afd/contracts';
import { ItemList } from './item-list';
import { ParameterModal } from './parameter-modal';

/** Parameters of a path or an operation (001 §3, §4), sorted by name (the editor sorts every change). */
export function ParametersList({ parameters, onChange, order }: { parameters: readonly OpenApiParameter[]; onChange: (parameters: OpenApiParameter[]) => void; order?: 2 | 3 }) {
  return (
    <ItemList
      title="Parameters"
      order={order}
      items={parameters}
      columns={[
        { header: 'Name', cell: (parameter) => parameter.name },
        { header: 'In', cell: (parameter) => parameter.in },
        { header: 'Type', cell: (parameter) => (parameter.type === 'array' ? `array (${parameter.arrayType ?? ''})` : parameter.type) },
        { header: 'Required', cell: (parameter) => String(parameter.required) },
      ]}
      itemName={(parameter) => `parameter ${parameter.name}`}
      modal={(props) => <ParameterModal {...props} />}
      onChange={onChange}
    />
  );
}
