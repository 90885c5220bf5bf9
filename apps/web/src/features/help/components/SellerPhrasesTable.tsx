import { ActionIcon, CopyButton, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { SELLER_PHRASES } from '../model/sellerPhrases';

/** Chinese phrases for a seller's chat with their Russian meaning and a copy button. */
export function SellerPhrasesTable() {
  return (
    <Table.ScrollContainer minWidth={340} my="lg">
      <Table withTableBorder striped verticalSpacing="sm" aria-label="Фразы для продавцов">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>По-китайски</Table.Th>
            <Table.Th>Перевод</Table.Th>
            <Table.Th w={40}>
              <Text span size="xs" c="dimmed" visibleFrom="sm">
                Копировать
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SELLER_PHRASES.map((phrase) => (
            <Table.Tr key={phrase.chinese}>
              <Table.Td lang="zh-CN">{phrase.chinese}</Table.Td>
              <Table.Td>{phrase.russian}</Table.Td>
              <Table.Td>
                <CopyButton value={phrase.chinese} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Скопировано' : 'Скопировать фразу'} withArrow position="left">
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label={`Скопировать: ${phrase.russian}`}
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
