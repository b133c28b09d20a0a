import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Detected = { rawValue: string };
type Detector = { detect: (source: HTMLVideoElement) => Promise<Detected[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

const formats = ['ean_13', 'ean_8', 'upc_a', 'code_128', 'qr_code'];
const everyMs = 250;

/** The browser's barcode detector (Chromium on Android, ChromeOS and macOS), if it has one. */
export const barcodeDetector = (): DetectorClass | undefined =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

type Props = { open: boolean; onClose: () => void; onCode: (code: string) => void };

/** Scans a barcode with the device's camera (the back camera on a phone) and hands over the first code it reads. */
export function CameraScanDialog({ open, onClose, onCode }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!open || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats });
    const look = async () => {
      if (stopped || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => [] as Detected[]);
      const code = codes[0]?.rawValue;
      if (code && !stopped) return onCode(code);
      timer = setTimeout(() => void look(), everyMs);
    };
    setFailed(false);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, onCode]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="camera-scan">
      <DialogTitle>{t('orders:scan.cameraTitle')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{t('orders:scan.cameraFailed')}</Alert>
        ) : (
          <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8 }} aria-label={t('orders:scan.cameraTitle')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
