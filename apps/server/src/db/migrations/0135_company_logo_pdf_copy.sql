-- The logo as documents draw it (issue 25): decoded once at upload, scaled to fit 640 × 240
-- pixels, flattened onto white and kept as PNG, so a PDF embeds it without decoding a single
-- pixel. A logo stored before this column existed gets its copy the first time a PDF needs it.
alter table company_logo add column pdf_content bytea;
alter table company_logo add constraint company_logo_pdf_content_size_check check (octet_length(pdf_content) <= 2097152);
