import { Alert, Box, Button, ButtonGroup, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { type LabelElement, labelFields, labelTemplateTypes, type LabelTemplate } from '@wb/contract/labels';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { Stack } from '@/components/stack';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { LabelCanvas } from './label-canvas';
import {
  type Align,
  alignElement,
  clampElement,
  commit,
  type Design,
  type History,
  type NewElementKind,
  newElement,
  redo,
  sampleData,
  startHistory,
  symbologies,
  undo,
} from './label-design';
import { previewDesign, useSaveTemplate } from './labels-api';

const kinds: NewElementKind[] = ['text', 'barcode', 'qr', 'table', 'line', 'rectangle', 'circle', 'image'];
const aligns: Align[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];
const fieldList = Object.entries(labelFields).flatMap(([group, names]) => names.map((n) => `{{${group}.${n}}}`));

type Props = { template: LabelTemplate | null; onClose: () => void };

/** The label designer (business §2): elements on a mm canvas, their properties, and the server's live preview. */
export function LabelDesigner({ template, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const [history, setHistory] = useState<History>(() =>
    startHistory(
      template
        ? { name: template.name, type: template.type, widthMm: template.widthMm, heightMm: template.heightMm, elements: template.elements }
        : { name: '', type: 'product', widthMm: 60, heightMm: 40, elements: [] },
    ),
  );
  const design = history.present;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(5);
  const [error, setError] = useState<string | null>(null);
  const selected = design.elements.find((e) => e.id === selectedId) ?? null;

  const change = (next: Design) => setHistory((h) => commit(h, next));
  const live = (next: Design) => setHistory((h) => ({ ...h, present: next }));
  const changeElement = (patch: Partial<LabelElement>) => {
    if (!selected) return;
    change({ ...design, elements: design.elements.map((e) => (e.id === selected.id ? clampElement({ ...e, ...patch }, design) : e)) });
  };
  const add = (kind: NewElementKind) => {
    const element = newElement(kind, design);
    change({ ...design, elements: [...design.elements, element] });
    setSelectedId(element.id);
  };
  const remove = () => {
    if (!selected) return;
    change({ ...design, elements: design.elements.filter((e) => e.id !== selected.id) });
    setSelectedId(null);
  };

  const onKey = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      setHistory((h) => (event.shiftKey ? redo(h) : undo(h)));
      return;
    }
    if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      setHistory(redo);
      return;
    }
    if (!selected) return;
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      changeElement({ x: selected.x + delta[0], y: selected.y + delta[1] });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove();
    }
  };

  // The server renders what will be printed: SVG from the same renderer as the ZPL and PDF.
  const settled = useDebouncedValue(design, 400);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    previewDesign({ ...settled, name: settled.name || '-' }, sampleData, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setPreviewUrl(url);
        setPreviewError(null);
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setPreviewError(describeError(t, err));
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [settled, t]);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: template?.id ?? null, input: design });
      onClose();
    } catch (err) {
      setError(describeError(t, err));
    }
  };

  const num = (label: string, value: number, onChange: (v: number) => void, testId?: string) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      slotProps={{ htmlInput: { step: 0.5, 'data-testid': testId } }}
      sx={{ width: 96 }}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{template ? t('labels:designer.editTitle') : t('labels:designer.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <TextField
              size="small"
              label={t('labels:fields.name')}
              value={design.name}
              onChange={(e) => change({ ...design, name: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'template-name' } }}
            />
            <TextField
              size="small"
              select
              label={t('labels:fields.type')}
              value={design.type}
              onChange={(e) => change({ ...design, type: e.target.value as Design['type'] })}
              sx={{ minWidth: 140 }}
            >
              {labelTemplateTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`labels:types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            {num(t('labels:fields.widthMm'), design.widthMm, (v) => change({ ...design, widthMm: v }))}
            {num(t('labels:fields.heightMm'), design.heightMm, (v) => change({ ...design, heightMm: v }))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {kinds.map((kind) => (
              <Button key={kind} size="small" variant="outlined" onClick={() => add(kind)} data-testid={`add-${kind}`}>
                + {t(`labels:elements.${kind}`)}
              </Button>
            ))}
            <ButtonGroup size="small">
              <Button onClick={() => setHistory(undo)} disabled={!history.past.length} data-testid="undo">
                {t('labels:designer.undo')}
              </Button>
              <Button onClick={() => setHistory(redo)} disabled={!history.future.length}>
                {t('labels:designer.redo')}
              </Button>
            </ButtonGroup>
            <ButtonGroup size="small" aria-label={t('labels:designer.zoom')}>
              <Button onClick={() => setZoom((z) => Math.max(2, z - 1))}>−</Button>
              <Button disabled>{Math.round((zoom / 5) * 100)}%</Button>
              <Button onClick={() => setZoom((z) => Math.min(12, z + 1))}>+</Button>
            </ButtonGroup>
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <LabelCanvas
                design={design}
                zoom={zoom}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onLive={live}
                onCommit={change}
                onKey={onKey}
              />
              <Typography variant="caption" color="text.secondary">
                {t('labels:designer.hint')}
              </Typography>
              <Typography variant="subtitle2">{t('labels:designer.preview')}</Typography>
              {previewError ? (
                <Alert severity="warning" data-testid="preview-error">
                  {previewError}
                </Alert>
              ) : (
                previewUrl && (
                  <Box
                    component="img"
                    src={previewUrl}
                    alt={t('labels:designer.preview')}
                    data-testid="label-preview"
                    sx={{ maxWidth: '100%', border: 1, borderColor: 'divider', alignSelf: 'flex-start' }}
                  />
                )
              )}
            </Stack>
            <Stack spacing={1.5} sx={{ minWidth: 0 }}>
              {!selected && <Typography color="text.secondary">{t('labels:designer.selectHint')}</Typography>}
              {selected && (
                <>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="subtitle2">
                      {t(`labels:elements.${selected.type}`)} · {selected.id}
                    </Typography>
                    <Button size="small" color="error" onClick={remove}>
                      {t('labels:actions.delete')}
                    </Button>
                  </Stack>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {num('X (mm)', selected.x, (v) => changeElement({ x: v }), 'prop-x')}
                    {num('Y (mm)', selected.y, (v) => changeElement({ y: v }), 'prop-y')}
                    {num(t('labels:fields.width'), selected.width, (v) => changeElement({ width: v }))}
                    {num(t('labels:fields.height'), selected.height, (v) => changeElement({ height: v }))}
                  </Stack>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {aligns.map((how) => (
                      <Tooltip key={how} title={t(`labels:align.${how}`)}>
                        <Button
                          size="small"
                          onClick={() =>
                            change({
                              ...design,
                              elements: design.elements.map((e) => (e.id === selected.id ? alignElement(e, how, design) : e)),
                            })
                          }
                        >
                          {t(`labels:align.${how}`)}
                        </Button>
                      </Tooltip>
                    ))}
                  </Stack>
                  {selected.type === 'barcode' && (
                    <TextField
                      size="small"
                      select
                      label={t('labels:fields.symbology')}
                      value={selected.symbology ?? 'code128'}
                      onChange={(e) => changeElement({ symbology: e.target.value as LabelElement['symbology'] })}
                      slotProps={{ htmlInput: { 'data-testid': 'prop-symbology' } }}
                    >
                      {symbologies.map((s) => (
                        <MenuItem key={s} value={s}>
                          {t(`labels:symbologies.${s}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  {['text', 'barcode', 'table', 'image'].includes(selected.type) && (
                    <TextField
                      size="small"
                      multiline={selected.type !== 'barcode'}
                      label={selected.type === 'barcode' ? t('labels:fields.data') : t('labels:fields.text')}
                      value={selected.text ?? ''}
                      onChange={(e) => changeElement({ text: e.target.value })}
                      helperText={selected.symbology === 'gs1-128' ? t('labels:designer.gs1Hint') : undefined}
                      slotProps={{ htmlInput: { 'data-testid': 'prop-text', dir: 'ltr' } }}
                    />
                  )}
                  {['text', 'barcode', 'table'].includes(selected.type) && (
                    <TextField
                      size="small"
                      select
                      label={t('labels:designer.insertField')}
                      value=""
                      onChange={(e) => changeElement({ text: `${selected.text ?? ''}${e.target.value}` })}
                    >
                      {fieldList.map((f) => (
                        <MenuItem key={f} value={f} dir="ltr">
                          {f}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  {['text', 'table'].includes(selected.type) && (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {num(t('labels:fields.fontSize'), selected.fontSize ?? 12, (v) =>
                        changeElement({ fontSize: Math.min(144, Math.max(4, v)) }),
                      )}
                      <TextField
                        size="small"
                        select
                        label={t('labels:fields.fontWeight')}
                        value={selected.fontWeight ?? 'normal'}
                        onChange={(e) => changeElement({ fontWeight: e.target.value as 'normal' | 'bold' })}
                        sx={{ minWidth: 110 }}
                      >
                        <MenuItem value="normal">{t('labels:fontWeights.normal')}</MenuItem>
                        <MenuItem value="bold">{t('labels:fontWeights.bold')}</MenuItem>
                      </TextField>
                      <TextField
                        size="small"
                        select
                        label={t('labels:fields.font')}
                        value={selected.font ?? 'sans'}
                        onChange={(e) => changeElement({ font: e.target.value as 'sans' | 'mono' })}
                        sx={{ minWidth: 110 }}
                      >
                        <MenuItem value="sans">Sans</MenuItem>
                        <MenuItem value="mono">Mono</MenuItem>
                      </TextField>
                    </Stack>
                  )}
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <TextField
                      size="small"
                      type="color"
                      label={t('labels:fields.color')}
                      value={selected.color ?? '#000000'}
                      onChange={(e) => changeElement({ color: e.target.value })}
                      sx={{ width: 96 }}
                    />
                    {['line', 'rectangle', 'circle', 'table'].includes(selected.type) &&
                      num(t('labels:fields.thickness'), selected.thickness ?? 0.3, (v) =>
                        changeElement({ thickness: Math.min(20, Math.max(0.1, v)) }),
                      )}
                  </Stack>
                </>
              )}
            </Stack>
          </Box>
          {error && (
            <Alert severity="error" data-testid="designer-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('labels:actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={save.isPending || !design.name.trim()}
          data-testid="save-template"
        >
          {t('labels:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
