import * as v from "valibot";
import { emailField, formMessages, requiredText } from "./common";

export const ContactMessage = v.strictObject(
  {
    name: requiredText("Name", 100),
    email: emailField,
    subject: requiredText("Subject", 200),
    message: requiredText("Message", 5000),
  },
  formMessages(
    {
      name: "Name is required",
      email: "Please enter a valid email address",
      subject: "Subject is required",
      message: "Message is required",
    },
    "name, email, subject and message",
  ),
);
