import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the app cannot show anything yet (starting, signing in, loading the user). */
export function FullScreenSpinner() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>Even geduld alstublieft ...</Text>
      </Stack>
    </Center>
  );
}
