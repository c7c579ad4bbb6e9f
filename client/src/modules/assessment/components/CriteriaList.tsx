import { DataList } from '@chakra-ui/react';

/** A two-column list of label → value. */
export function CriteriaList({ items }: { items: [string, string][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="48">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
