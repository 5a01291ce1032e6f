import { Button, Group, Menu } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import type { MenuDropdown, TopMenuEntry } from './menu-items';

// Spec 000 §9: dropdown menus are at most 250 px high (they scroll beyond that).
const dropdownMaxHeight = 250;

/** The top menu; which entries show is decided by `visibleMenu`. */
export function TopMenu({ entries }: { entries: TopMenuEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Group gap={4} component="nav" aria-label="Hoofdmenu">
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <Button key={entry.label} component={NavLink} to={entry.to} variant="subtle">
            {entry.label}
          </Button>
        ) : (
          <DropdownMenu key={entry.label} dropdown={entry} />
        ),
      )}
    </Group>
  );
}

function DropdownMenu({ dropdown }: { dropdown: MenuDropdown }) {
  return (
    <Menu position="bottom-start" shadow="md" width={280}>
      <Menu.Target>
        <Button variant="subtle">{dropdown.label}</Button>
      </Menu.Target>
      <Menu.Dropdown style={{ maxHeight: dropdownMaxHeight, overflowY: 'auto' }}>
        {dropdown.entries.map((entry) =>
          entry.kind === 'link' ? (
            <Menu.Item key={entry.label} component={Link} to={entry.to}>
              {entry.label}
            </Menu.Item>
          ) : (
            <div key={entry.label} role="group" aria-label={entry.label}>
              <Menu.Label>{entry.label}</Menu.Label>
              {entry.links.map((link) => (
                <Menu.Item key={link.label} component={Link} to={link.to} pl="lg">
                  {link.label}
                </Menu.Item>
              ))}
            </div>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
