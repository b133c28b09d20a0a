import { Alert, Button, LinearProgress, MenuItem, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { type PaymentProgress, paymentProgressEvent, type TerminalStep } from '@wb/contract/payments';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isLiveConnected, onLiveEvent } from '@/app/live-bus';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { cancelPayment, fetchProgress, paymentKeys, startTerminalPayment, useTerminals } from './payments-api';
import { describeError } from '@/app/messages';

const steps: TerminalStep[] = ['select_terminal', 'initiated', 'waiting_for_customer', 'processing', 'complete'];
const pollMs = 2000;
/** No step for this long: say the terminal is not responding (the payment still runs until the timeout). */
const quietMs = 30_000;

type Phase = 'choose' | 'running' | 'done' | 'gave_up';

/**
 * "Pay on terminal": starts a point-of-sale payment on the chosen terminal and follows it over
 * the live stream (the notifications' SSE connection), polling while that is down. A failed
 * attempt is retried up to the maximum; after the timeout the payment is cancelled; on success
 * the dialog closes itself.
 */
export function TerminalDialog({ invoiceId, onClose }: { invoiceId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const terminals = useTerminals();
  const [terminalId, setTerminalId] = useState('');
  const [phase, setPhase] = useState<Phase>('choose');
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<TerminalStep>('select_terminal');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const run = useRef<{ paymentId: string | null; stop: () => void }>({ paymentId: null, stop: () => {} });
  const max = terminals.data?.maxRetries ?? 3;
  const timeout = terminals.data?.timeoutSeconds ?? 120;

  useEffect(() => () => run.current.stop(), []);
  useEffect(() => {
    const first = terminals.data?.terminals[0];
    if (first && !terminalId) setTerminalId(first.id);
  }, [terminals.data, terminalId]);

  const finish = (ok: boolean) => {
    void client.invalidateQueries({ queryKey: ['invoices'] });
    void client.invalidateQueries({ queryKey: paymentKeys.all });
    if (ok) {
      setPhase('done');
      setTimeout(onClose, 1500);
    }
  };

  const attemptPayment = async (n: number) => {
    run.current.stop();
    setAttempt(n);
    setStep('initiated');
    setError(null);
    setNotice(null);
    setPhase('running');
    let paymentId: string;
    try {
      paymentId = (await startTerminalPayment({ invoiceId, terminalId })).id;
    } catch (err) {
      return failed(n, describeError(t, err) || t('payments:messages.terminalFailed'));
    }
    let lastChange = Date.now();
    let failures = 0;
    let ended = false;
    const apply = (progress: PaymentProgress) => {
      if (ended || progress.paymentId !== paymentId) return;
      if (progress.terminalStep && progress.terminalStep !== 'failed') {
        setStep((current) =>
          steps.indexOf(progress.terminalStep as TerminalStep) > steps.indexOf(current) ? (progress.terminalStep as TerminalStep) : current,
        );
        lastChange = Date.now();
      }
      if (progress.status === 'completed') {
        stop();
        setStep('complete');
        finish(true);
      } else if (progress.status === 'failed' || progress.status === 'cancelled') {
        stop();
        failed(n, progress.message ?? progress.status);
      }
    };
    const off = onLiveEvent(paymentProgressEvent, (data) => apply(data as PaymentProgress));
    const poller = setInterval(async () => {
      const live = isLiveConnected();
      setPolling(!live);
      if (Date.now() - lastChange > quietMs) setNotice(t('payments:messages.terminalNotResponding'));
      if (live) return;
      try {
        apply(await fetchProgress(paymentId));
        failures = 0;
      } catch {
        failures += 1;
        if (failures >= 3) setNotice(t('payments:messages.terminalConnectionLost'));
      }
    }, pollMs);
    const timer = setTimeout(async () => {
      stop();
      await cancelPayment(paymentId).catch(() => undefined);
      setError(t('payments:messages.timedOut', { timeout }));
      setPhase('gave_up');
      finish(false);
    }, timeout * 1000);
    const stop = () => {
      ended = true;
      off();
      clearInterval(poller);
      clearTimeout(timer);
    };
    run.current = { paymentId, stop };
    // Whatever happened before the listener was there.
    fetchProgress(paymentId).then(apply, () => undefined);
  };

  const failed = (n: number, reason: string) => {
    if (n < max) {
      setError(`${t('payments:terminal.failed', { reason })} ${t('payments:terminal.retrying', { attempt: n + 1, max })}`);
      setTimeout(() => void attemptPayment(n + 1), 1500);
    } else {
      setError(`${t('payments:terminal.failed', { reason })} ${t('payments:terminal.maxRetries', { max })}`);
      setPhase('gave_up');
      finish(false);
    }
  };

  const close = async () => {
    const { paymentId, stop } = run.current;
    stop();
    if (phase === 'running' && paymentId) await cancelPayment(paymentId).catch(() => undefined);
    onClose();
  };

  const active = phase === 'choose' ? 0 : steps.indexOf(step);
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{t('payments:terminal.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} data-testid="terminal-dialog">
          {terminals.data?.simulated && <Alert severity="info">{t('payments:terminal.simulated')}</Alert>}
          <Stepper activeStep={phase === 'done' ? steps.length : active} alternativeLabel>
            {steps.map((s) => (
              <Step key={s}>
                <StepLabel>{t(`payments:terminal.steps.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {phase === 'choose' && (
            <TextField
              select
              size="small"
              label={t('payments:terminal.chooseTerminal')}
              value={terminalId}
              onChange={(e) => setTerminalId(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'terminal-select' } }}
            >
              {(terminals.data?.terminals ?? []).map((terminal) => (
                <MenuItem key={terminal.id} value={terminal.id}>
                  {terminal.description || terminal.id}
                </MenuItem>
              ))}
            </TextField>
          )}
          {terminals.data && terminals.data.terminals.length === 0 && (
            <Alert severity="warning">{t('payments:terminal.noTerminals')}</Alert>
          )}
          {phase === 'running' && (
            <>
              <LinearProgress />
              <Typography variant="body2" data-testid="terminal-attempt">
                {t('payments:terminal.attempt', { attempt, max })}
              </Typography>
            </>
          )}
          {polling && phase === 'running' && <Alert severity="info">{t('payments:terminal.polling')}</Alert>}
          {notice && phase === 'running' && <Alert severity="warning">{notice}</Alert>}
          {phase === 'done' && (
            <Alert severity="success" data-testid="terminal-complete">
              {t('payments:terminal.steps.complete')}
            </Alert>
          )}
          {error && (
            <Alert severity={phase === 'gave_up' ? 'error' : 'warning'} data-testid="terminal-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{phase === 'running' ? t('payments:terminal.cancel') : t('payments:terminal.close')}</Button>
        {(phase === 'choose' || phase === 'gave_up') && (
          <Button variant="contained" disabled={!terminalId} onClick={() => void attemptPayment(1)} data-testid="terminal-start">
            {t('payments:terminal.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
