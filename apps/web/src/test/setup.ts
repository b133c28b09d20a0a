import { configure } from '@testing-library/dom';

// Async queries wait up to 5 s: a loaded CI machine can take more than the default second to
// load a lazy chunk or namespace.
configure({ asyncUtilTimeout: 5000 });
