// The settlement administrator's contact details (spec section 1): phone, e-mail and mail address, as
// links a phone can dial and a mail program can open.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useSiteSettings } from "../../app/site-settings-context.ts";

const List = styled.dl`
  margin: 0;
  dt { font-weight: 700; margin-top: 0.5rem; }
  dd { margin: 0; }
  address { font-style: normal; }
`;

export const ContactDetails = () => {
  const { t } = useTranslation();
  const { contact } = useSiteSettings();
  return (
    <List>
      <dt>{t("LocKey_Footer_Phone")}</dt>
      <dd>
        <a href={`tel:${contact.phone.replace(/[^0-9+]/g, "")}`}>{contact.phone}</a>
      </dd>
      <dt>{t("LocKey_Footer_Email")}</dt>
      <dd>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </dd>
      <dt>{t("LocKey_Footer_Mail")}</dt>
      <dd>
        <address>
          {contact.mailAddress.map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </dd>
    </List>
  );
};
