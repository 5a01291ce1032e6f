import { Anchor, Box, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useId, useState, type CSSProperties } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import type { MenuDropdown, MenuGroup, MenuLink, TopMenuEntry } from './menu-items';

// Spec 000 §9: dropdown menus are at most 250 px high; beyond that they scroll.
const dropdownMaxHeight = 250;

/** The top menu; which entries show is decided by `visibleMenu`. */
export function TopMenu({ entries }: { entries: TopMenuEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Group gap={4} component="nav" aria-label="Hoofdmenu" wrap="nowrap">
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <TopLink key={entry.label} link={entry} />
        ) : (
          <DropdownMenu key={entry.label} dropdown={entry} />
        ),
      )}
    </Group>
  );
}

/**
 * A top-level link, marked on its own page and below it, and on the pages that belong to it
 * (aria-current, and shaded as the dropdowns are while on one of their pages).
 */
function TopLink({ link }: { link: MenuLink }) {
  const { pathname } = useLocation();
  const current = [`${link.to}/*`, ...(link.alsoCurrentOn ?? [])].some((pattern) => matchPath(pattern, pathname) !== null);
  return (
    <Button component={Link} to={link.to} variant={current ? 'light' : 'subtle'} color="dark" aria-current={current ? 'page' : undefined}>
      {link.label}
    </Button>
  );
}

/**
 * A group of site links behind a button: the disclosure pattern (button with aria-expanded and
 * a list of ordinary links), not an ARIA menu. ARIA menus are for application commands; for
 * navigation, links in the Tab order are what keyboard and screen-reader users expect, and they
 * keep the scrolling list reachable by keyboard.
 */
function DropdownMenu({ dropdown }: { dropdown: MenuDropdown }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const listId = useId();
  const { pathname } = useLocation();
  const [scrolledToEnd, setScrolledToEnd] = useState(false);
  // Marked while the user is on one of its pages, as the plain links are by NavLink.
  const current = linksOf(dropdown).some((link) => link.to === pathname);
  // Esc closes the list wherever focus is, not only inside it.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });
  return (
    // Not in a portal: the links follow their button in the Tab order, so Tab after opening
    // reaches the first link instead of the rest of the page.
    <Popover opened={opened} onChange={(open) => (open ? undefined : close())} position="bottom-start" shadow="md" width={300} returnFocus withinPortal={false}>
      <Popover.Target>
        <Button variant={current ? 'light' : 'subtle'} color="dark" aria-expanded={opened} aria-controls={listId} data-current={current || undefined} onClick={toggle}>
          {dropdown.label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs" style={{ maxHeight: dropdownMaxHeight, overflowY: 'auto' }} onScroll={(event) => setScrolledToEnd(isScrolledToEnd(event.currentTarget))}>
        <Stack id={listId} component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label={dropdown.label}>
          {dropdown.entries.map((entry) => (
            <Box component="li" key={entry.label}>
              {entry.kind === 'link' ? <DropdownLink link={entry} onFollow={close} /> : <DropdownGroup group={entry} onFollow={close} />}
            </Box>
          ))}
        </Stack>
        {/* The list is cut at 250 px (spec 000 §9): a fade at the bottom says it goes on. */}
        {scrolledToEnd ? null : <Box aria-hidden style={moreBelowStyle} />}
      </Popover.Dropdown>
    </Popover>
  );
}

const moreBelowStyle: CSSProperties = {
  position: 'sticky',
  bottom: 'calc(-1 * var(--mantine-spacing-xs))',
  height: 28,
  marginTop: -28,
  pointerEvents: 'none',
  background: 'linear-gradient(transparent, var(--mantine-color-body))',
};

/** Within a pixel of the end: fractional scroll positions never quite reach it. */
const isScrolledToEnd = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight < 1;

const linksOf = (dropdown: MenuDropdown): MenuLink[] => dropdown.entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));

function DropdownGroup({ group, onFollow }: { group: MenuGroup; onFollow: () => void }) {
  const labelId = useId();
  return (
    <>
      <Text id={labelId} size="xs" fw={700} c="dimmed" px="xs" pt="xs">
        {group.label}
      </Text>
      <Stack component="ul" gap={2} m={0} pl="sm" style={{ listStyle: 'none' }} aria-labelledby={labelId}>
        {group.links.map((link) => (
          <Box component="li" key={link.label}>
            <DropdownLink link={link} onFollow={onFollow} />
          </Box>
        ))}
      </Stack>
    </>
  );
}

function DropdownLink({ link, onFollow }: { link: MenuLink; onFollow: () => void }) {
  return (
    <Anchor component={Link} to={link.to} onClick={onFollow} c="dark" underline="hover" display="block" px="xs" py={6} size="sm">
      {link.label}
    </Anchor>
  );
}
