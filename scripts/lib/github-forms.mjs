// Offline schema checks for the .github files @action-validator/cli does not cover (it knows workflows
// and actions only): issue forms and dependabot.yml, each as GitHub's documentation describes them
// ("Syntax for issue forms", "Syntax for GitHub's form schema", "Dependabot options reference").
// Stricter than GitHub where in doubt: unknown keys are problems.

const FORM_KEYS = [
  "name",
  "description",
  "body",
  "title",
  "labels",
  "assignees",
  "projects",
  "type",
];
/** Each form element type and the attributes it may carry (the first ones listed are required). */
const ELEMENTS = {
  markdown: { required: ["value"], optional: [] },
  input: { required: ["label"], optional: ["description", "placeholder", "value"] },
  textarea: { required: ["label"], optional: ["description", "placeholder", "value", "render"] },
  dropdown: { required: ["label", "options"], optional: ["description", "multiple", "default"] },
  checkboxes: { required: ["label", "options"], optional: ["description"] },
};
const isText = (value) => typeof value === "string" && value.trim() !== "";
const unknownKeys = (object, allowed) => Object.keys(object).filter((k) => !allowed.includes(k));

/** Every way an issue form breaks GitHub's schema, one line each (none: it is valid). */
export function issueFormProblems(form) {
  if (!form || typeof form !== "object") return ["the form is not a YAML mapping"];
  const problems = [];
  for (const key of ["name", "description"])
    if (!isText(form[key])) problems.push(`\`${key}\` is missing or empty`);
  for (const key of unknownKeys(form, FORM_KEYS)) problems.push(`unknown top-level key \`${key}\``);
  if (!Array.isArray(form.body) || form.body.length === 0) {
    problems.push("`body` is missing or empty");
    return problems;
  }
  if (form.body.every((element) => element?.type === "markdown"))
    problems.push("`body` has no field besides markdown");
  const ids = new Set();
  form.body.forEach((element, index) => {
    const at = `body[${index}]`;
    const spec = ELEMENTS[element?.type];
    if (!spec) return problems.push(`${at}: type \`${element?.type}\` is not a form element type`);
    for (const key of unknownKeys(element, ["type", "id", "attributes", "validations"]))
      problems.push(`${at}: unknown key \`${key}\``);
    if (element.type === "markdown" && ("id" in element || "validations" in element))
      problems.push(`${at}: markdown takes no id or validations`);
    if ("id" in element) {
      if (!/^[A-Za-z0-9_-]+$/.test(String(element.id)))
        problems.push(`${at}: id \`${element.id}\` may hold only letters, digits, - and _`);
      if (ids.has(element.id)) problems.push(`${at}: id \`${element.id}\` is used twice`);
      ids.add(element.id);
    }
    const attributes = element.attributes ?? {};
    for (const key of spec.required)
      if (attributes[key] === undefined) problems.push(`${at}: attributes.${key} is missing`);
    for (const key of unknownKeys(attributes, [...spec.required, ...spec.optional]))
      problems.push(`${at}: unknown attribute \`${key}\``);
    if ("options" in attributes) problems.push(...optionProblems(element.type, attributes, at));
  });
  return problems;
}

function optionProblems(type, attributes, at) {
  const options = attributes.options;
  if (!Array.isArray(options) || options.length === 0) return [`${at}: options are empty`];
  if (type === "dropdown")
    return options.every(isText) ? [] : [`${at}: a dropdown option is not a non-empty string`];
  return options.every((option) => isText(option?.label))
    ? []
    : [`${at}: a checkbox option has no label`];
}

const ECOSYSTEMS = ["npm", "github-actions"];
const INTERVALS = ["daily", "weekly", "monthly"];

/** Every way dependabot.yml breaks its documented shape, one line each (none: it is valid). */
export function dependabotProblems(config) {
  if (!config || typeof config !== "object") return ["the file is not a YAML mapping"];
  const problems = [];
  if (config.version !== 2) problems.push("`version` is not 2");
  if (!Array.isArray(config.updates) || config.updates.length === 0)
    return [...problems, "`updates` is missing or empty"];
  config.updates.forEach((update, index) => {
    const at = `updates[${index}]`;
    if (!ECOSYSTEMS.includes(update?.["package-ecosystem"]))
      problems.push(
        `${at}: package-ecosystem \`${update?.["package-ecosystem"]}\` is not one we use`,
      );
    if (!isText(update?.directory)) problems.push(`${at}: directory is missing`);
    if (!INTERVALS.includes(update?.schedule?.interval))
      problems.push(`${at}: schedule.interval is not daily, weekly or monthly`);
  });
  return problems;
}
