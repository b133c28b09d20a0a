import { describe, expect, it } from 'vitest';
import { emailTemplateSampleValues, emailTemplateVariables, renderTemplate, unknownTemplateVariables } from './email-template';

describe('e-mail templates', () => {
  it('fills variables, with or without spaces inside the braces', () => {
    expect(renderTemplate('Factuur {{invoiceNumber}} voor {{ accountName }}', emailTemplateSampleValues)).toBe(
      'Factuur INV-1000 voor Bakkerij Jansen',
    );
  });
  it('escapes values in HTML so a name can add no markup', () => {
    expect(renderTemplate('<p>{{accountName}}</p>', { accountName: '<script>x</script> & co' }, 'html')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; co</p>',
    );
  });
  it('leaves a variable without a value as written', () => {
    expect(renderTemplate('Hallo {{nobody}}', {})).toBe('Hallo {{nobody}}');
  });
  it('finds variables a template kind does not offer', () => {
    expect(unknownTemplateVariables('quote', '{{quoteNumber}} {{invoiceNumber}}')).toEqual(['invoiceNumber']);
    expect(unknownTemplateVariables('invoice', '{{invoiceNumber}} {{paymentLink}}')).toEqual([]);
  });
  it('has a sample value for every variable', () => {
    for (const names of Object.values(emailTemplateVariables))
      for (const name of names) expect(emailTemplateSampleValues[name]).toBeTruthy();
  });
});

describe('a message without a payment link', () => {
  it('loses the sentence and the link that would name it, nothing else', async () => {
    const { withoutPaymentLink } = await import('./email-template');
    expect(withoutPaymentLink('Graag vóór 31-03 voldoen. U kunt ook direct betalen via {{paymentLink}}.\n\nGroet')).toBe(
      'Graag vóór 31-03 voldoen.\n\nGroet',
    );
    expect(withoutPaymentLink('<p>Graag voldoen.</p><p><a href="{{paymentLink}}">Direct betalen</a></p><p>Groet</p>', 'html')).toBe(
      '<p>Graag voldoen.</p><p>Groet</p>',
    );
  });
});
