import { Alert, Badge, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LuPlus } from 'react-icons/lu';
import { AdminItemCard } from '../../../components/AdminItemCard';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import {
  AiPromptsDocument,
  CreateAiPromptDocument,
  DeleteAiPromptDocument,
  UpdateAiPromptDocument,
  type AiPromptFieldsFragment,
} from '../../../generated/graphql';
import { useEditableList } from '../../../lib/useEditableList';
import { AiPromptDialog, CATEGORIES, MODELS, type AiPromptValues } from '../components/AiPromptDialog';
import { formatTemperature } from '../temperature';

export function AiPromptsPage() {
  const { data, loading } = useQuery(AiPromptsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AiPromptsDocument];
  const [createPrompt] = useMutation(CreateAiPromptDocument, { refetchQueries });
  const [updatePrompt] = useMutation(UpdateAiPromptDocument, { refetchQueries });
  const [deletePrompt] = useMutation(DeleteAiPromptDocument, { refetchQueries });
  const list = useEditableList<AiPromptFieldsFragment, AiPromptValues>({
    noun: 'AI Prompt',
    create: (input) => createPrompt({ variables: { input } }),
    update: (id, input) => updatePrompt({ variables: { id, input } }),
    remove: (id) => deletePrompt({ variables: { id } }),
  });

  const prompts = data?.aiPrompts ?? [];
  return (
    <Stack>
      <AdminPageHeader
        title="AI Prompts"
        subtitle="Prompts used by the news summary and adverse-media features"
        action={
          <Button colorPalette="blue" onClick={list.startCreate}>
            <LuPlus /> Create Prompt
          </Button>
        }
      />
      {data?.aiModelConfigured === false && (
        <Alert.Root status="warning" mb="3" data-testid="no-ai-model">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No model configured: summaries use the built-in summariser</Alert.Title>
            <Alert.Description>
              OPENAI_API_KEY is not set, so no prompt below is used: news summaries and adverse-media classification run on the built-in
              offline methods. Set OPENAI_API_KEY to use these prompts.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack gap="3">
        {loading && !data && [0, 1].map((i) => <Skeleton key={i} height="24" borderRadius="md" />)}
        {data && prompts.length === 0 && <Text color="gray.600">No AI prompts configured</Text>}
        {prompts.map((p) => (
          <AdminItemCard
            key={p.id}
            item={p}
            testId="ai-prompt-card"
            badges={
              <>
                <Badge colorPalette="purple">{CATEGORIES.find((c) => c.value === p.category)?.label}</Badge>
                <Badge variant="outline">{MODELS.find((m) => m.value === p.model)?.label}</Badge>
                <Badge variant="outline">temperature {formatTemperature(p.temperature)}</Badge>
                <Badge variant="outline">{p.maxTokens} tokens</Badge>
              </>
            }
            onToggle={(enabled) => list.toggle(p, enabled)}
            onEdit={() => list.startEdit(p)}
            onDelete={() => void list.remove(p)}
          >
            <Text fontSize="sm" lineClamp={2} color="gray.700">
              {p.promptText}
            </Text>
          </AdminItemCard>
        ))}
      </Stack>
      <AiPromptDialog open={list.open} prompt={list.editing} onClose={list.close} onSave={list.save} />
    </Stack>
  );
}
