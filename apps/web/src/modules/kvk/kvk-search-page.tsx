import ApartmentIcon from '@mui/icons-material/Apartment';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { type KvkCompany, type KvkSearchResult, kvkMinSearchLength } from '@wb/contract/kvk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '@/app/messages';
import { Grid } from '@/components/grid';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useKvkCompany, useKvkSearch, useKvkUsage } from './kvk-api';

/** /kvk-search (platform §2, KVK search): search by name or number, a company's details, and "Create customer". */
export function KvkSearchPage() {
  useLazyNamespace('kvk');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const settled = useDebouncedValue(term, 300);
  const search = useKvkSearch(settled);
  const selected = params.get('company');
  const hasCompany = useCan('clients:read');
  const usage = useKvkUsage(hasCompany);
  const short = settled.trim().length > 0 && settled.trim().length < kvkMinSearchLength;

  const choose = (kvkNumber: string | null) => {
    const next = new URLSearchParams(params);
    if (kvkNumber) next.set('company', kvkNumber);
    else next.delete('company');
    if (term.trim()) next.set('q', term.trim());
    setParams(next);
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={t('kvk:title')} subtitle={t('kvk:subtitle')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' } }}>
          <Stack spacing={2}>
            <TextField
              fullWidth
              autoFocus
              label={t('kvk:search.label')}
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              helperText={t('kvk:search.hint', { count: kvkMinSearchLength })}
              error={short}
              slotProps={{
                htmlInput: { 'data-testid': 'kvk-search-input', maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                  endAdornment: search.isFetching ? <CircularProgress size={20} /> : null,
                },
              }}
            />
            {search.error && <Alert severity="error">{describeError(t, search.error)}</Alert>}
            {search.data && !short && (
              <Results results={search.data.results} term={search.data.term} selected={selected} onChoose={choose} />
            )}
            {usage.data && (
              <Typography variant="body2" color="text.secondary" data-testid="kvk-usage">
                {usage.data.keySource === 'demo' ? `${t('kvk:usage.demo')} ` : ''}
                {t('kvk:usage.calls', { calls: usage.data.calls, cacheHits: usage.data.cacheHits })}
              </Typography>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: { xs: selected ? 'block' : 'none', md: 'block' } }}>
          {selected ? (
            <CompanyPanel kvkNumber={selected} onClose={() => choose(null)} />
          ) : (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography color="text.secondary">{t('kvk:detail.choose')}</Typography>
            </Paper>
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}

function Results({
  results,
  term,
  selected,
  onChoose,
}: {
  results: KvkSearchResult[];
  term: string;
  selected: string | null;
  onChoose: (kvkNumber: string) => void;
}) {
  const { t } = useTranslation();
  if (results.length === 0) return <Alert severity="info">{t('kvk:search.empty', { term })}</Alert>;
  return (
    <Paper variant="outlined">
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
        {t('kvk:search.results', { count: results.length })}
      </Typography>
      <List data-testid="kvk-results">
        {results.map((r) => (
          <ListItemButton
            key={`${r.kvkNumber}-${r.branchNumber ?? r.type}`}
            selected={selected === r.kvkNumber}
            onClick={() => onChoose(r.kvkNumber)}
            data-testid={`kvk-result-${r.kvkNumber}`}
          >
            <ListItemText
              primary={r.name}
              secondary={[r.kvkNumber, r.city, r.street].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end', ms: 1, flexShrink: 0 }}>
              <Chip size="small" variant="outlined" label={t(`kvk:type.${r.type}`)} />
              <Chip
                size="small"
                color={r.active ? 'success' : 'default'}
                label={t(r.active ? 'kvk:status.active' : 'kvk:status.dissolved')}
              />
            </Stack>
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid container spacing={1} sx={{ py: 0.5 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Grid>
    </Grid>
  );
}

function CompanyPanel({ kvkNumber, onClose }: { kvkNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const company = useKvkCompany(kvkNumber);
  if (company.isPending) return <CircularProgress aria-label="loading" />;
  if (company.error) return <Alert severity="error">{describeError(t, company.error)}</Alert>;
  return <CompanyDetail company={company.data} onClose={onClose} />;
}

function CompanyDetail({ company, onClose }: { company: KvkCompany; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('clients:write');
  const canRead = useCan('clients:read');
  const date = (iso: string | null) => (iso ? new Date(`${iso}T12:00:00`).toLocaleDateString(i18n.language) : '—');

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="kvk-company">
      <Stack spacing={2}>
        <Box>
          <Button
            size="small"
            startIcon={<ArrowBackIcon sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />}
            onClick={onClose}
          >
            {t('kvk:detail.close')}
          </Button>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ApartmentIcon color="action" />
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {company.name}
          </Typography>
          <Chip color={company.active ? 'success' : 'default'} label={t(company.active ? 'kvk:status.active' : 'kvk:status.dissolved')} />
        </Stack>
        {company.existingAccountId && <Alert severity="info">{t('kvk:actions.existing')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {company.existingAccountId && canRead ? (
            <Button
              variant="contained"
              startIcon={<OpenInNewIcon />}
              onClick={() => void navigate(`/accounts/${company.existingAccountId}`)}
              data-testid="kvk-open-customer"
            >
              {t('kvk:actions.openCustomer')}
            </Button>
          ) : (
            canCreate && (
              <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                onClick={() => void navigate(`/accounts/new?kvk=${company.kvkNumber}`)}
                data-testid="kvk-create-customer"
              >
                {t('kvk:actions.createCustomer')}
              </Button>
            )
          )}
        </Stack>
        <Box>
          <Row label={t('kvk:detail.kvkNumber')}>{company.kvkNumber}</Row>
          {company.mainBranchNumber && <Row label={t('kvk:detail.branchNumber')}>{company.mainBranchNumber}</Row>}
          <Row label={t('kvk:detail.legalForm')}>{company.legalForm ?? '—'}</Row>
          {company.rsin && <Row label={t('kvk:detail.rsin')}>{company.rsin}</Row>}
          <Row label={t('kvk:detail.registeredOn')}>{date(company.registeredOn)}</Row>
          {company.dissolvedOn && <Row label={t('kvk:detail.dissolvedOn')}>{date(company.dissolvedOn)}</Row>}
          {company.employees !== null && <Row label={t('kvk:detail.employees')}>{company.employees}</Row>}
          {company.tradeNames.length > 0 && <Row label={t('kvk:detail.tradeNames')}>{company.tradeNames.join(', ')}</Row>}
          {company.addresses.map((a) => (
            <Row key={`${a.kind}-${a.street}`} label={t(`kvk:detail.${a.kind}`)}>
              {a.shielded
                ? t('kvk:detail.shielded')
                : [[a.street, a.houseNumber].filter(Boolean).join(' '), [a.postalCode, a.city].filter(Boolean).join(' '), a.country]
                    .filter(Boolean)
                    .join(', ')}
            </Row>
          ))}
          {company.activities.length > 0 && (
            <Row label={t('kvk:detail.activities')}>
              {company.activities.map((s) => (
                <div key={s.code}>
                  {s.code} {s.description}
                </div>
              ))}
            </Row>
          )}
          {company.websites.length > 0 && <Row label={t('kvk:detail.websites')}>{company.websites.join(', ')}</Row>}
        </Box>
      </Stack>
    </Paper>
  );
}
