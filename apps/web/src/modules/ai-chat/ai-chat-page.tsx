import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import type { AiFigure, AiLanguage, AiMessage } from '@wb/contract/ai-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Grid } from '@/components/grid';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { askStreamed, useAiHealth, useConversation, useConversations, useDeleteConversation, useRate } from './ai-chat-api';

/** The figures' own labels (keys); any other label is the name of an item, shown as it is. */
const figureKeys = new Set(['revenue', 'invoices', 'openInvoices', 'outstanding', 'accounts', 'total', 'crates', 'packages']);

const examples = ['revenue', 'openInvoices', 'lowStock', 'dormantAccounts', 'accountPurchases', 'cratesOut'] as const;

function FigureChip({ figure, lang }: { figure: AiFigure; lang: string }) {
  const { t } = useTranslation();
  const value =
    figure.kind === 'money'
      ? new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(figure.value)
      : new Intl.NumberFormat(lang).format(figure.value);
  const label = `${figureKeys.has(figure.label) ? t(`aiChat:figure.${figure.label}`) : figure.label}: ${value}`;
  return figure.link ? (
    <Chip component={RouterLink} to={figure.link} clickable label={label} size="small" data-testid="ai-figure" />
  ) : (
    <Chip label={label} size="small" data-testid="ai-figure" />
  );
}

function Answer({ message, conversationId, lang }: { message: AiMessage; conversationId: string; lang: string }) {
  const { t } = useTranslation();
  const rate = useRate();
  const mine = message.role === 'user';
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, maxWidth: '90%', bgcolor: mine ? 'action.hover' : 'background.paper' }}
        data-testid={mine ? 'ai-question' : 'ai-answer'}
      >
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Typography>
        {!mine && message.result && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {message.result.figures.map((f) => (
              <FigureChip key={`${f.label}-${f.link ?? ''}`} figure={f} lang={lang} />
            ))}
            {message.result.links.map((l) => (
              <Link key={l.href} component={RouterLink} to={l.href} sx={{ mx: 0.5 }} data-testid="ai-link">
                {l.label === 'draftOrder' ? t('aiChat:openDraft') : l.label}
              </Link>
            ))}
          </Box>
        )}
        {!mine && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary" data-testid="ai-tools-used">
              {t(`aiChat:engine.${message.engine}`, { defaultValue: message.engine })}
              {message.toolsUsed.length
                ? ` · ${message.toolsUsed.map((tool) => t(`aiChat:intent.${tool}`, { defaultValue: tool })).join(', ')}`
                : ''}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('aiChat:good')}
              color={message.rating === 1 ? 'primary' : 'default'}
              onClick={() => rate.mutate({ conversationId, messageId: message.id, rating: 1 })}
            >
              <ThumbUpIcon fontSize="inherit" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('aiChat:bad')}
              color={message.rating === -1 ? 'primary' : 'default'}
              onClick={() => rate.mutate({ conversationId, messageId: message.id, rating: -1 })}
            >
              <ThumbDownIcon fontSize="inherit" />
            </IconButton>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** /ai-chat (issue 32): questions about the company's own data, answered with figures and links. */
export function AiChatPage() {
  useLazyNamespace('aiChat');
  const { t, i18n } = useTranslation();
  const lang = (['nl', 'en', 'tr', 'ar'].includes(i18n.language) ? i18n.language : 'nl') as AiLanguage;
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const conversations = useConversations();
  const conversation = useConversation(selected);
  const health = useAiHealth();
  const remove = useDeleteConversation();
  const qc = useQueryClient();
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState<{ question: string; text: string } | null>(null);
  const [failed, setFailed] = useState(false);

  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('c', id);
    else next.delete('c');
    setParams(next);
  };

  const send = async (text: string) => {
    const q = text.trim();
    if (!q || pending) return;
    setFailed(false);
    setPending({ question: q, text: '' });
    setQuestion('');
    try {
      const result = await askStreamed({ question: q, conversationId: selected ?? undefined, locale: lang }, (delta) =>
        setPending((p) => (p ? { ...p, text: p.text + delta } : p)),
      );
      await qc.invalidateQueries({ queryKey: ['ai'] });
      select(result.conversationId);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  const messages = selected ? (conversation.data?.messages ?? []) : [];
  return (
    <Stack spacing={2}>
      <PageHeader title={t('aiChat:title')} subtitle={t('aiChat:subtitle')} />
      {health.data && (
        <Typography variant="caption" color="text.secondary" data-testid="ai-engine">
          {t(`aiChat:engine.${health.data.data.engine}`)} · {health.data.data.model}
          {health.data.data.reachable ? '' : ` · ${t('aiChat:unreachable')}`}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper variant="outlined">
            <Button startIcon={<AddIcon />} onClick={() => select(null)} sx={{ m: 1 }}>
              {t('aiChat:newConversation')}
            </Button>
            <List dense aria-label={t('aiChat:conversations')}>
              {(conversations.data?.items ?? []).map((c) => (
                <ListItemButton key={c.id} selected={c.id === selected} onClick={() => select(c.id)}>
                  <ListItemText
                    primary={c.title}
                    secondary={new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(c.updatedAt))}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={t('aiChat:delete')}
                    onClick={(e) => {
                      e.stopPropagation();
                      remove.mutate(c.id, { onSuccess: () => c.id === selected && select(null) });
                    }}
                  >
                    <DeleteIcon fontSize="inherit" />
                  </IconButton>
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Stack spacing={1.5}>
            {!selected && !pending && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="ai-examples">
                {examples.map((key) => (
                  <Chip
                    key={key}
                    label={t(`aiChat:examples.${key}`)}
                    onClick={() => void send(t(`aiChat:examples.${key}`))}
                    variant="outlined"
                  />
                ))}
              </Box>
            )}
            {messages.map((m) => (
              <Answer key={m.id} message={m} conversationId={selected ?? ''} lang={lang} />
            ))}
            {pending && (
              <>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }} data-testid="ai-question">
                    <Typography>{pending.question}</Typography>
                  </Paper>
                </Box>
                <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="ai-streaming" aria-live="polite">
                  <Typography>{pending.text || t('aiChat:thinking')}</Typography>
                </Paper>
              </>
            )}
            {failed && <Alert severity="error">{t('aiChat:failed')}</Alert>}
            <Box
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                void send(question);
              }}
              sx={{ display: 'flex', gap: 1 }}
            >
              <TextField
                fullWidth
                size="small"
                label={t('aiChat:question')}
                value={question}
                onChange={(e) => setQuestion(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
              <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!question.trim() || !!pending}>
                {t('aiChat:ask')}
              </Button>
            </Box>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
