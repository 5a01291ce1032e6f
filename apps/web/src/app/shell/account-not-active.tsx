import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { config } from '@/lib/config';

/** The only page an inactive or new user sees (spec 000 §1, §2). */
export function AccountNotActive() {
  const { contact, productName } = config;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Account niet actief</Title>
        <Text>Uw account is niet actief. Daarom kunt u de functies van dit portaal (nog) niet gebruiken.</Text>
        <Text>
          Heeft u zich pas geregistreerd? Dan moet uw account mogelijk nog door {productName} worden geactiveerd. Dit gebeurt
          binnen uiterlijk twee werkdagen.
        </Text>
        <Text>
          Is uw account daarna nog steeds niet actief, of heeft u vragen? Neem dan contact op met support via{' '}
          <Anchor href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</Anchor> of{' '}
          <Anchor href={contact.phoneHref}>{contact.phoneDisplay}</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
