import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuArrowLeft, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { ToggleEditDelete } from '../../../components/ToggleEditDelete';
import {
  AiPromptsDocument,
  CreateAiPromptDocument,
  DeleteAiPromptDocument,
  UpdateAiPromptDocument,
  type AiPromptFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { AiPromptDialog, CATEGORIES, MODELS, type AiPromptValues } from '../components/AiPromptDialog';
import { formatTemperature } from '../temperature';

export function AiPromptsPage() {
  const onError = useActionErrorHandler();
  const { data, loading } = useQuery(AiPromptsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AiPromptsDocument];
  const [createPrompt] = useMutation(CreateAiPromptDocument, { refetchQueries });
  const [updatePrompt] = useMutation(UpdateAiPromptDocument, { refetchQueries });
  const [deletePrompt] = useMutation(DeleteAiPromptDocument, { refetchQueries });
  const [editing, setEditing] = useState<AiPromptFieldsFragment | null>(null);
  const [open, setOpen] = useState(false);

  const save = async (values: AiPromptValues) => {
    const input = { ...values, description: values.description.trim() || null };
    if (editing) await updatePrompt({ variables: { id: editing.id, input } });
    else await createPrompt({ variables: { input } });
    notify(editing ? 'AI Prompt updated' : 'AI Prompt created', values.name, 'success');
  };

  // Spec §8: errors of toggling are not handled beyond the refetch. A failed deletion shows its
  // error and never the success toast.
  const toggle = (p: AiPromptFieldsFragment, enabled: boolean) =>
    void updatePrompt({ variables: { id: p.id, input: { enabled } } }).catch(() => undefined);
  const remove = async (p: AiPromptFieldsFragment) => {
    try {
      await deletePrompt({ variables: { id: p.id } });
      notify('AI Prompt deleted', p.name, 'success');
    } catch (error) {
      onError(error);
    }
  };

  const prompts = data?.aiPrompts ?? [];
  return (
    <Stack>
      <PageHeader
        title="AI Prompts"
        subtitle="Prompts used by the news summary and adverse-media features"
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/admin">
                <LuArrowLeft /> Back to Admin
              </RouterLink>
            </Button>
            <Button colorPalette="blue" onClick={() => (setEditing(null), setOpen(true))}>
              <LuPlus /> Create Prompt
            </Button>
          </>
        }
      />
      <Stack gap="3">
        {loading && !data && [0, 1].map((i) => <Skeleton key={i} height="24" borderRadius="md" />)}
        {data && prompts.length === 0 && <Text color="gray.600">No AI prompts configured</Text>}
        {prompts.map((p) => (
          <Card.Root key={p.id} size="sm" data-testid="ai-prompt-card" opacity={p.enabled ? 1 : 0.6}>
            <Card.Body>
              <HStack justify="space-between" align="flex-start" gap="4">
                <Stack gap="1" flex="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{p.name}</Text>
                    <Badge colorPalette="purple">{CATEGORIES.find((c) => c.value === p.category)?.label}</Badge>
                    <Badge variant="outline">{MODELS.find((m) => m.value === p.model)?.label}</Badge>
                    <Badge variant="outline">temperature {formatTemperature(p.temperature)}</Badge>
                    <Badge variant="outline">{p.maxTokens} tokens</Badge>
                  </HStack>
                  {p.description && (
                    <Text fontSize="sm" color="gray.600">
                      {p.description}
                    </Text>
                  )}
                  <Text fontSize="sm" lineClamp={2} color="gray.700">
                    {p.promptText}
                  </Text>
                </Stack>
                <ToggleEditDelete
                  name={p.name}
                  enabled={p.enabled}
                  onToggle={(enabled) => toggle(p, enabled)}
                  onEdit={() => (setEditing(p), setOpen(true))}
                  onDelete={() => void remove(p)}
                />
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <AiPromptDialog open={open} prompt={editing} onClose={() => setOpen(false)} onSave={save} />
    </Stack>
  );
}
