import type { OpenApiServer } from '@afd/contracts';
import { ItemList } from './item-list';
import { ServerModal } from './server-modal';

/** Servers of the description, a path or an operation (001 §3), sorted by url (the editor sorts every change). */
export function ServersList({ servers, onChange, order }: { servers: readonly OpenApiServer[]; onChange: (servers: OpenApiServer[]) => void; order?: 2 | 3 }) {
  return (
    <ItemList
      title="Servers"
      order={order}
      items={servers}
      columns={[
        { header: 'Url', cell: (server) => server.url },
        { header: 'Description', cell: (server) => server.description },
      ]}
      itemName={(server) => `server ${server.url}`}
      modal={(props) => <ServerModal {...props} />}
      onChange={onChange}
    />
  );
}
